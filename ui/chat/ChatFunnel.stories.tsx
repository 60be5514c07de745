import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import loadFunnelModule from 'virtual:funnels';
import { createActor } from 'xstate';
import { brands } from '../../.storybook/storyGlobals';
import { chatTranscript } from '../../engine/funnel/chat/chatTranscript';
import { currentStep, isSubmitting } from '../../engine/funnel/compiler/compileFunnel';
import { loadedFunnelOf, type LoadedFunnel } from '../../engine/funnel/compiler/loadedFunnel';
import { olderSnapshotPath } from '../../engine/funnel/compiler/olderSnapshotPath';
import { stepAnswers } from '../../engine/funnel/compiler/stepAnswers';
import { quietEffects } from '../../testing/quietEffects';
import { ChatFunnel } from './ChatFunnel';
import { copyFor } from '../../engine/copy/copyFor';

/** What a story sets: the step the machine is at and the answers given so far. */
interface ChatStoryArgs {
  readonly step: string;
  readonly values: Readonly<Record<string, unknown>>;
  readonly leased?: boolean;
  readonly demand?: { readonly isLowBid: boolean; readonly raw: unknown } | null;
  /** The real machine (with effects that answer at once) drives the chat: answer, edit, reach the call screen. */
  readonly live?: boolean;
}

interface Loaded {
  readonly loaded: LoadedFunnel;
}

/** The medicare funnel in the toolbar's language (the Spanish pages run medicare-es). */
async function loadChatFunnel(language: 'english' | 'spanish'): Promise<Loaded> {
  const module = await loadFunnelModule(language === 'spanish' ? 'medicare-es' : 'medicare');
  if (!module) throw new Error('No medicare funnel');
  return { loaded: loadedFunnelOf(module) };
}

const languageOf = (globals: Readonly<Record<string, unknown>>) =>
  globals.language === 'spanish' ? 'spanish' : 'english';

function ChatStory({
  step,
  values,
  leased = false,
  demand = null,
  live = false,
  loaded: { loaded },
  brandName,
}: ChatStoryArgs & { readonly loaded: Loaded; readonly brandName: string }) {
  if (live) return <LiveChat loaded={loaded} brandName={brandName} />;
  const { funnel, validators } = loaded;
  const current = funnel.steps[step]!;
  return (
    <ChatFunnel
      step={current}
      // The path a machine would keep for these answers (the one an older stored snapshot gets).
      transcript={chatTranscript(funnel, olderSnapshotPath(funnel, values, step), values, step)}
      progressMax={funnel.progressMax}
      language={funnel.language}
      copy={copyFor(funnel.language).funnel}
      chatCopy={copyFor(funnel.language).chat}
      brandName={brandName}
      validator={validators[step]}
      initialValues={stepAnswers(current, values)}
      phone={leased ? '18885550210' : (brands[0]?.defaultPhone ?? '18005550100')}
      leased={leased}
      demand={demand}
      onSubmit={fn()}
      onSkip={fn()}
      onEdit={fn()}
      onQuestionShown={fn()}
    />
  );
}

/** The chat on a running machine, as the site wires it (without the URL). */
function LiveChat({
  loaded: { funnel, validators },
  brandName,
}: {
  readonly loaded: LoadedFunnel;
  readonly brandName: string;
}) {
  const [actor] = useState(() =>
    createActor(funnel.machine.provide({ actors: quietEffects() })).start(),
  );
  const stepId = useSelector(actor, currentStep);
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  const path = useSelector(actor, (snapshot) => snapshot.context.path);
  const busy = useSelector(actor, isSubmitting);
  const phone = useSelector(actor, (snapshot) => snapshot.context.phone);
  const demand = useSelector(actor, (snapshot) => snapshot.context.demand);
  const transcript = useMemo(
    () => chatTranscript(funnel, path, values, stepId),
    [funnel, path, values, stepId],
  );
  const step = funnel.steps[stepId]!;
  return (
    <ChatFunnel
      step={step}
      transcript={transcript}
      progressMax={funnel.progressMax}
      language={funnel.language}
      copy={copyFor(funnel.language).funnel}
      chatCopy={copyFor(funnel.language).chat}
      brandName={brandName}
      validator={validators[stepId]}
      initialValues={stepAnswers(step, values)}
      busy={busy}
      phone={phone ?? '18005550100'}
      leased={phone !== null}
      demand={demand}
      onSubmit={(answers) => actor.send({ type: 'SUBMIT', values: answers })}
      onSkip={() => actor.send({ type: 'SKIP' })}
      onEdit={(target) => actor.send({ type: 'GOTO', step: target })}
    />
  );
}

const meta = {
  title: 'Templates/Chat funnel',
  args: { step: 'zip', values: {} },
  // The toolbar's language picks the funnel (medicare or medicare-es); its brand names the assistant.
  loaders: [async ({ globals }) => ({ chat: await loadChatFunnel(languageOf(globals)) })],
  render: (args, { loaded, globals }) => (
    <ChatStory
      {...args}
      loaded={(loaded as { chat: Loaded }).chat}
      brandName={brands.find((brand) => brand.id === globals.brand)?.name ?? 'Medicare 10'}
    />
  ),
} satisfies Meta<ChatStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const afterZip = { zipcode: '90210' };
const beforeBirth = {
  ...afterZip,
  haveMedicare: true,
  haveMedicaid: null,
  firstName: 'Maria',
  lastName: 'Garcia',
};

/** The first question: the greeting, then the ZIP code in the composer. */
export const FirstQuestion: Story = {};

/** A yes/no question answered with buttons (and Skip), the ZIP code given above with its Edit. */
export const YesNoQuestion: Story = { args: { step: 'medicare', values: afterZip } };

/** The visitor went back (Edit): the question again, the previous answer marked, later answers kept. */
export const AskedAgain: Story = {
  args: { step: 'medicare', values: { ...beforeBirth, haveMedicare: false } },
};

/** A typed question with a validation message: shown when the field loses focus, in the funnel's words. */
export const TextQuestionWithMessage: Story = {
  args: { step: 'birth', values: beforeBirth },
  play: async ({ canvasElement, loaded }) => {
    const { funnel } = (loaded as { chat: Loaded }).chat.loaded;
    const birth = funnel.steps.birth!;
    if (birth.type === 'final') throw new Error('birth is a question');
    const label = (birth.form.schema.properties as { dob: { title: string } }).dob.title;
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(label), 'April 12');
    await userEvent.tab();
    await expect(await canvas.findByText(birth.form.messages.dob!)).toBeVisible();
  },
};

/** The call screen: the leased number (the lease's note under it) and the availability. */
export const CallScreen: Story = {
  args: {
    step: 'call',
    values: { ...beforeBirth, dob: '04/12/1955' },
    leased: true,
    demand: { isLowBid: false, raw: { request_id: 'sandbox-90215', ctc: { ev: 22 } } },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: '1-888-555-0210' }),
    ).toHaveAttribute('href', 'tel:+18885550210');
  },
};

/** The call screen after a low bid, on the brand's default number (no lease). */
export const CallScreenLowBid: Story = {
  args: {
    step: 'call',
    values: { ...beforeBirth, dob: null, age: 70 },
    leased: false,
    demand: { isLowBid: true, raw: { request_id: 'sandbox-90214', ctc: { ev: 4.5 } } },
  },
};

/** The Spanish funnel (chat-ad-es): a yes/no question with Sí / No / Omitir. */
export const SpanishYesNo: Story = {
  args: { step: 'medicaid', values: { zipcode: '90210', haveMedicare: true } },
  globals: { language: 'spanish' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: '¿Recibe Medicaid?' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sí' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Omitir' })).toBeVisible();
  },
};

/** The real machine behind the chat (effects answer at once): answer, edit and reach the call screen. */
export const LiveConversation: Story = { args: { live: true } };
