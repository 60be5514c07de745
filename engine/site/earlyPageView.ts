import { EXPERIMENTS_ATTRIBUTE, EXPOSED_EXPERIMENTS_KEY } from '../../schemas/experimentsAttribute';
import type { PageRoute } from '../../schemas/siteTable';
import { trackedUrlParamNames } from '../visit/eventContext';
import { funnelPageView } from '../visit/funnelPageView';
import { OUTBOX_KEYS } from '../visit/outboxKeys';
import { AD_CLICK_ID_MIN_LENGTH, adClickIds } from '../visit/paidTraffic';
import { personalParams } from '../visit/urlParams';
import { VISIT_KEYS } from '../visit/visitKeys';
import {
  EARLY_PAGE_VIEW_ATTRIBUTE,
  OUTBOX_RUNNING_ATTRIBUTE,
  PAGE_VIEW_PROPERTIES_ATTRIBUTE,
} from './earlySubmit';

export { EARLY_PAGE_VIEW_ATTRIBUTE, OUTBOX_RUNNING_ATTRIBUTE, PAGE_VIEW_PROPERTIES_ATTRIBUTE };

/** What the server knows of a prerendered page's view: the page's context and, on a funnel page, the step shown. */
export interface PrerenderedPageView {
  readonly route: Pick<PageRoute, 'name' | 'title' | 'product' | 'template' | 'language'>;
  readonly funnel?: string | undefined;
  /** The version of that funnel (the report keeps versions apart). */
  readonly funnelVersion?: number | undefined;
  readonly step?: string | undefined;
  /** The step the URL names; none for the page's own address. */
  readonly requestedStep?: string | undefined;
  /** The visitor's arm of the experiment running on the page (the server decided it): seen with this view. */
  readonly arm?: { readonly experiment: string; readonly arm: string } | undefined;
}

/**
 * The page-view properties of a prerendered page as its HTML is parsed: the page context the
 * entry would read from the page's content (but smid, xsmid, benefits and plan types, which only
 * the content has) and the funnel's step, as the entry tracks them (app/prerender/trackPrerenderedPageView.ts).
 *
 * @example prerenderedPageViewProperties({ route, funnel: 'medicare', step: 'zip' }) // { pageName, …, funnel: 'medicare', requestedStep: null, step: 'zip', fallback: true }
 */
export function prerenderedPageViewProperties({
  route,
  funnel,
  funnelVersion,
  step,
  requestedStep,
  arm,
}: PrerenderedPageView): Record<string, unknown> {
  return {
    pageName: route.name,
    title: route.title,
    product: route.product,
    template: route.template,
    language: route.language === 'spanish' ? 'es' : 'en',
    ...(funnel && step
      ? funnelPageView(funnel, requestedStep, step, requestedStep === undefined, funnelVersion)
      : {}),
    ...(arm && { experiments: { [arm.experiment]: arm.arm } }),
  };
}

/**
 * The part of a prerendered page's inline script that records its page view while the HTML is
 * parsed (the entry loads after `load`: a visitor who leaves at `load` was never counted). It
 * writes the event, in the outbox's format and under its event id, into the outbox's storage
 * (engine/visit/outboxStore.ts), with the visitor's ids as app/visit/session.ts keeps them, and
 * notes its id and time on `<html data-early-page-view>`. When the page is left or hidden before
 * the page's outbox runs, it sends what is stored under that id with a keepalive request
 * (`text/plain`, as the outbox does); otherwise the entry tracks the page view in full under the
 * same id, and the server stores each id once. It runs after the personal parameters left the
 * URL (engine/site/earlyPrivacy.ts). Without storage or `crypto.randomUUID` it records nothing and
 * the entry tracks the page view as before.
 */
export const EARLY_PAGE_VIEW_SCRIPT = /* @__PURE__ */ (() => {
  // Built where it is declared, and marked pure: bundles that only read the attributes leave it out.
  // The session's paid flag (engine/visit/paidTraffic.ts, as app/visit/session.ts reads it), from the lists that decide it.
  const paid = `function(u){function l(v){return typeof v=='string'&&v.length>=${AD_CLICK_ID_MIN_LENGTH}}var c=!!u.utm_campaign;return l(u.gbraid)||c&&u.utm_source==='bigo'||c&&${JSON.stringify(adClickIds)}.some(function(i){return l(u[i])})}`;

  // A referrer without personal parameters (a partner's link may carry them).
  const strip = `function(r){try{var u=new URL(r);${JSON.stringify(personalParams)}.forEach(function(n){if(u.searchParams.has(n))u.searchParams.delete(n)});return u.href}catch(e){return r}}`;

  // The session's url params that go with events (engine/visit/eventContext.ts).
  const tracked = `function(u){var t={},p=${JSON.stringify(personalParams)},k=${JSON.stringify(trackedUrlParamNames)};for(var n in u)if(p.indexOf(n)<0&&(n.indexOf('utm_')===0||k.indexOf(n)>=0))t[n]=u[n];return t}`;

  // The arms the event carries, as app/experiments/visitorArms.ts gives later events: those the visitor
  // was exposed to that still run (<html data-experiments>), and the page's own arm, seen now.
  const arms = `function(p){var r={},o={};(d.getAttribute('${EXPERIMENTS_ATTRIBUTE}')||'').split(',').forEach(function(x){var m=/^([a-z0-9-]+)=([a-z0-9-]+)$/.exec(x.trim());if(m)r[m[1]]=m[2]});try{var s=JSON.parse(L.getItem(${JSON.stringify(EXPOSED_EXPERIMENTS_KEY)})||'{}');for(var k in s)if(r[k]===s[k])o[k]=s[k]}catch(x){}for(var q in p||{})o[q]=p[q];return o}`;

  const send = `function(){var b=L.getItem(K);if(b)fetch('/api/event/create',{method:'POST',body:'['+b+']',keepalive:true,headers:{'content-type':'text/plain;charset=UTF-8'}}).catch(function(){})}`;

  return (
    `try{(function(d,L,S,C){var id=C.randomUUID(),K=${JSON.stringify(OUTBOX_KEYS.event)}+id;` +
    `function k(s,n){var v=s.getItem(n);if(!v){v=C.randomUUID();s.setItem(n,v)}return v}` +
    `var u=JSON.parse(S.getItem('${VISIT_KEYS.urlParams}')||'{}'),t=(${tracked})(u),a=document.getElementById('app'),r=document.referrer,sid=k(S,'${VISIT_KEYS.sessionId}');` +
    `var v=JSON.parse(a&&a.getAttribute('${PAGE_VIEW_PROPERTIES_ATTRIBUTE}')||'{}'),x=(${arms})(v.experiments);if(Object.keys(x).length>0)v.experiments=x;else delete v.experiments;` +
    `var e={type:'track',event:'page-view',timestamp:new Date().toISOString(),sessionId:sid,anonymousId:k(L,'${VISIT_KEYS.anonymousId}'),properties:Object.assign({website:d.getAttribute('data-brand')||undefined,session:sid,paid:S.getItem('${VISIT_KEYS.paid}')==='true'||(${paid})(u),language:d.lang||'en',userAgent:navigator.userAgent},t.afid!==undefined?{afid:t.afid}:{},{urlParams:t,referrer:r?(${strip})(r):null,url:location.href,page:location.pathname},v,{id:id})};` +
    `L.setItem(K,JSON.stringify(e));L.setItem(${JSON.stringify(OUTBOX_KEYS.lastActivity)},String(Date.now()));d.setAttribute('${EARLY_PAGE_VIEW_ATTRIBUTE}',id+' '+e.timestamp);` +
    `var f=${send};addEventListener('pagehide',function(){if(!d.hasAttribute('${OUTBOX_RUNNING_ATTRIBUTE}'))try{f()}catch(x){}});` +
    `document.addEventListener('visibilitychange',function(){if(document.visibilityState==='hidden'&&!d.hasAttribute('${OUTBOX_RUNNING_ATTRIBUTE}'))try{f()}catch(x){}})` +
    `})(document.documentElement,localStorage,sessionStorage,crypto)}catch(e){}`
  );
})();
