/**
 * @jest-environment node
 */
// The build writes antd's real rules into these pages: the registration itself, not the component tests' stand-in (testing/setupTests.ts).
jest.unmock('@ant-design/cssinjs');

import english from '../../../locales/en.json';
import italian from '../../../locales/it.json';
import { PUBLIC_PAGES, prerenderedFileOf } from '@shared/contracts/publicPages';
import { type PrerenderedPage, prerenderPublicPages } from '../prerender';

/*
 * What the build writes for the public pages (scripts/prerender.mjs assembles the HTML around it):
 * the page itself in each language, not its spinner, whole without any script.
 */
let pages: PrerenderedPage[];
beforeAll(async () => {
  pages = [];
  for await (const page of prerenderPublicPages()) pages.push(page);
});

const find = (language: string, path: (typeof PUBLIC_PAGES)[keyof typeof PUBLIC_PAGES]) =>
  pages.find((page) => page.file === prerenderedFileOf(language, path))!;

describe('the prerendered public pages', () => {
  it('are every public page in both languages', () => {
    expect(pages.map((page) => page.file).sort()).toEqual(
      ['it', 'en']
        .flatMap((language) => Object.values(PUBLIC_PAGES).map((path) => prerenderedFileOf(language, path)))
        .sort(),
    );
  });

  it('hold the page in its language, titled and described, with the header and footer', () => {
    const landing = find('en', PUBLIC_PAGES.landing);
    expect(landing.markup).toContain(english['landing.hero.title']);
    expect(landing.markup).toContain(`<meta name="description" content="${english['seo.landing']}"/>`);
    expect(landing.markup).toContain(english['menu.privacy']);
    const login = find('it', PUBLIC_PAGES.login);
    expect(login.markup).toContain(`<title>${italian['login.title']} · Troupe</title>`);
    expect(login.markup).toContain(`>${italian['login.title']}</h1>`);
    expect(login.markup).not.toContain(english['login.title']);
  });

  it('are whole without JavaScript: no boundary left to a script, no spinner, no skeleton for a text still to come', () => {
    for (const page of pages) {
      expect(page.markup).not.toMatch(/<script|<template/);
      expect(page.markup).not.toContain('page-spinner');
      expect(page.markup).not.toContain('ant-skeleton');
      expect(page.markup).toContain('<h1');
    }
  });

  it('carry the antd rules their markup uses', () => {
    const login = find('en', PUBLIC_PAGES.login);
    expect(login.antdStyles).toMatch(/^<style/);
    expect(login.antdStyles).toContain('.ant-input');
  });

  it("keep every form's submit waiting for the app, and the registration's fields; the language switch stays, the browser can send it", () => {
    for (const page of [PUBLIC_PAGES.login, PUBLIC_PAGES.register, PUBLIC_PAGES.forgotPassword]) {
      const markup = find('it', page).markup;
      const submits = markup
        .match(/<button[^>]*type="submit"[^>]*>/g)!
        .filter((button) => !button.includes('name="language"'));
      expect(submits).toHaveLength(1);
      expect(submits[0]).toMatch(/^<button disabled=""/);
      const languageButtons = markup.match(/<button[^>]*name="language"[^>]*>/g)!;
      expect(languageButtons).toHaveLength(2);
      for (const button of languageButtons) expect(button).not.toContain('disabled');
    }
    // The registration's checkboxes show a click only once the app runs: its fields wait, greyed by
    // antd's wrappers as the others are.
    const register = find('en', PUBLIC_PAGES.register).markup;
    for (const input of register.match(/<input[^>]*>/g)!) expect(input).toContain('disabled=""');
    expect(register).toMatch(/class="ant-input-affix-wrapper ant-input-affix-wrapper-disabled[^"]*ant-input-password/);
    expect(register).toMatch(/class="ant-checkbox-wrapper ant-checkbox-wrapper-disabled/);
    expect(register).toMatch(/class="ant-checkbox ant-checkbox-disabled /);
  });

  it('leave the sign-in and recovery fields open to typing, which the app carries over (app/prerendered.tsx)', () => {
    for (const page of [PUBLIC_PAGES.login, PUBLIC_PAGES.forgotPassword]) {
      const { markup, appLoads } = find('en', page);
      expect(appLoads).toBe('on-interaction');
      const inputs = markup.match(/<input[^>]*>/g)!;
      expect(inputs.length).toBeGreaterThanOrEqual(2);
      for (const input of inputs) expect(input).not.toContain('disabled');
      expect(markup).not.toMatch(/ant-[a-z-]+-disabled/);
    }
  });

  it('load the app on a page only read just for a visitor it must send elsewhere: the page has no form but the language switch', () => {
    for (const page of [PUBLIC_PAGES.landing, PUBLIC_PAGES.privacy, PUBLIC_PAGES.terms, PUBLIC_PAGES.about]) {
      const { markup, appLoads } = find('it', page);
      expect(appLoads).toBe('only-to-send-elsewhere');
      expect(markup.match(/<form\b[^>]*>/g)).toEqual([expect.stringContaining('class="language-switch"')]);
    }
  });

  it("tell a browser without JavaScript, in the page's language, why a form waits; a page without a form says nothing", () => {
    for (const [language, messages] of [
      ['it', italian],
      ['en', english],
    ] as const) {
      for (const page of [PUBLIC_PAGES.login, PUBLIC_PAGES.register, PUBLIC_PAGES.forgotPassword]) {
        const markup = find(language, page).markup;
        expect(markup.match(/<noscript>/g)).toHaveLength(1);
        expect(markup).toMatch(
          new RegExp(
            `<form[^>]*><noscript><p class="form-needs-script">${messages['prerender.formNeedsJavaScript']}</p></noscript>`,
          ),
        );
      }
      expect(find(language, PUBLIC_PAGES.landing).markup).not.toContain('<noscript>');
    }
  });
});
