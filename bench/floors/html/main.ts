// The HTML floor's only script: Continue shows the next question (the browser has already
// checked the visible one against its `required` and `pattern`). The floor walks the funnel's six
// questions in order (the funnel asks the age only when the date of birth is skipped) and ends on
// its final message.
import '../floor.css';

const FINAL_TITLE = 'Great news! Plans are available in your area.';

const form = document.querySelector<HTMLFormElement>('#quiz');
const question = document.querySelector('h1');
const steps = form ? [...form.querySelectorAll('fieldset')] : [];
let current = 0;

form?.addEventListener('submit', (event) => {
  event.preventDefault();
  const step = steps[current];
  const next = steps[current + 1];
  if (!step || !question) return;
  step.hidden = true;
  current += 1;
  if (!next) {
    form.hidden = true;
    question.textContent = FINAL_TITLE;
    return;
  }
  next.hidden = false;
  next.disabled = false;
  question.textContent = next.dataset.title ?? '';
  next.querySelector('input')?.focus();
});
