import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The files whose words are all in the catalogues (decision 0098). A ratchet: each session that
 * moves a page's words into `app/i18n/locales` adds its files here, until the list covers every
 * route and component; a file on it may not gain words of its own again.
 */
const CONVERTED_FILES = [
  "app/root.tsx",
  "app/routes/messages/inbox.tsx",
  "app/routes/messages/conversation.tsx",
  "app/messaging/message-form.tsx",
  "app/i18n/language-switch.tsx",
  "app/components/site-header.tsx",
  "app/components/site-footer.tsx",
  "app/components/mobile-menu.tsx",
  "app/components/nav-menu.tsx",
  "app/components/messages-link.tsx",
  "app/components/sign-out-form.tsx",
  "app/components/site-logo.tsx",
  "app/components/not-found-page.tsx",
  "app/components/cookie-banner.tsx",
  "app/routes/consent/cookie-settings.tsx",
  "app/routes/not-found.tsx",
  "app/routes/accounts/login.tsx",
  "app/routes/accounts/signup.tsx",
  "app/accounts/signup-fields.tsx",
  "app/routes/accounts/dashboard.tsx",
  "app/accounts/dashboard-settings.tsx",
  "app/accounts/verify-email-reminder.tsx",
  "app/accounts/verification-banner.tsx",
  "app/accounts/organisation-type-options.tsx",
  "app/accounts/new-password-fields.tsx",
  "app/accounts/auth-card.tsx",
  "app/accounts/change-password-card.tsx",
  "app/accounts/delete-account-card.tsx",
  "app/routes/accounts/forgot-password.tsx",
  "app/routes/accounts/reset-password.tsx",
  "app/routes/accounts/account-settings.tsx",
  "app/routes/accounts/push-devices.tsx",
  "app/push/push-notifications-card.tsx",
  "app/membership/membership-card.tsx",
  "app/membership/referral-card.tsx",
  "app/notifications/notifications-card.tsx",
  "app/blocking/blocked-members-card.tsx",
  "app/routes/members/profile.tsx",
  "app/routes/membership/test-checkout.tsx",
  "app/routes/membership/test-manage.tsx",
  "app/accounts/google-sign-in.tsx",
  "app/accounts/emails/verify-email-email.tsx",
  "app/accounts/emails/password-reset-email.tsx",
  "app/membership/emails/welcome-email.tsx",
  "app/messaging/emails/new-message-email.tsx",
  "app/forum/emails/forum-reply-email.tsx",
  "app/listings/expiry-reminder-email.tsx",
  "app/admin/emails/suspension-emails.tsx",
  "app/admin/emails/content-hidden-email.tsx",
  "app/admin/emails/verification-result-email.tsx",
  "app/wanted/wanted-nearby-email.tsx",
  "app/wanted/wanted-answered-email.tsx",
  "app/complaints/emails/complaint-emails.tsx",
  "app/accounts/emails/verification-confirmation-email.tsx",
  "app/handover/emails/handover-request-emails.tsx",
  "app/saved-searches/saved-search-alert-email.tsx",
  "app/saved-searches/saved-search-wanted-email.tsx",
  "app/planting/harvest-reminder-email.tsx",
  "app/accounts/emails/inactive-account-warning-email.tsx",
  "app/handover/emails/handover-email.tsx",
  "app/routes/home/home.tsx",
  "app/routes/home/everything-for-growers.tsx",
  "app/routes/home/freshly-listed.tsx",
  "app/routes/home/growing-near-you.tsx",
  "app/routes/home/how-glut-works.tsx",
  "app/routes/home/membership-offers.tsx",
  "app/routes/home/partnership-band.tsx",
  "app/routes/home/planting-calendar-promo.tsx",
  "app/routes/home/tile-link.tsx",
  "app/routes/about/about.tsx",
  "app/routes/about/how-it-works.tsx",
  "app/routes/food-banks/directory.tsx",
  "app/routes/saved-searches/saved-searches.tsx",
  "app/routes/notifications/notifications.tsx",
  "app/routes/notifications/preferences.tsx",
  "app/notifications/notification-list.tsx",
  "app/notifications/preferences-matrix.tsx",
  "app/routes/food-banks/city.tsx",
  "app/routes/food-banks/food-bank.tsx",
  "app/food-banks/city-search.tsx",
  "app/food-banks/food-bank-page-sections.tsx",
  "app/food-banks/food-bank-card.tsx",
  "app/food-banks/food-bank-questions.tsx",
  "app/routes/food-banks/support-food-banks.tsx",
  "app/routes/places/city.tsx",
  "app/routes/places/city-community.tsx",
  "app/routes/places/city-how-it-works.tsx",
  "app/routes/places/city-listings-section.tsx",
  "app/routes/places/city-related-links.ts",
  "app/routes/places/free-food-index.tsx",
  "app/routes/places/free-food-city.tsx",
  "app/routes/places/allotments.tsx",
  "app/routes/places/allotment-directory.tsx",
  "app/routes/places/allotment-guidance.tsx",
  "app/routes/places/locations.tsx",
  "app/routes/places/sitemap.tsx",
  "app/places/allotment-card.tsx",
  "app/places/place-page-parts.tsx",
  "app/routes/planting/planting-calendar.tsx",
  "app/planting/feature-cards.tsx",
  "app/planting/garden-tracker.tsx",
  "app/planting/monthly-view.tsx",
  "app/planting/planting-card.tsx",
  "app/planting/planting-form.tsx",
  "app/planting/planting-guide-text.tsx",
  "app/planting/region-picker.tsx",
  "app/planting/region-summary.tsx",
  "app/planting/seasonal-view.tsx",
  "app/planting/yearly-overview.tsx",
  "app/routes/forum/forum-index.tsx",
  "app/routes/forum/category.tsx",
  "app/routes/forum/post.tsx",
  "app/routes/forum/new-post.tsx",
  "app/routes/forum/edit-post.tsx",
  "app/routes/forum/edit-reply.tsx",
  "app/routes/forum/unsubscribe.tsx",
  "app/forum/forum-ui.tsx",
  "app/forum/topic-form.tsx",
  "app/forum/topic-page-parts.tsx",
  "app/forum/forum-photo-fields.tsx",
  "app/forum/forum-text.tsx",
  "app/routes/admin/admin-dashboard.tsx",
  "app/routes/admin/complaints.tsx",
  "app/complaints/complaints-list.tsx",
  "app/routes/admin/flagged-members.tsx",
  "app/routes/admin/mail.tsx",
  "app/routes/admin/reports.tsx",
  "app/admin/admin-tab-nav.tsx",
  "app/admin/admin-tabs.ts",
  "app/admin/activity-log.tsx",
  "app/admin/food-bank-sync-tab.tsx",
  "app/admin/reports-queue.tsx",
  "app/admin/stats-grid.tsx",
  "app/admin/user-management.tsx",
  "app/admin/verification-list.tsx",
  "app/admin/weekly-chart.tsx",
  "app/admin/admin-dates.ts",
  "app/admin/admin-schemas.ts",
  "app/routes/legal/terms.tsx",
  "app/components/legal-document.tsx",
  "app/legal/privacy-facts.tsx",
  "app/routes/legal/privacy.tsx",
  "app/legal/privacy-data-sections.tsx",
  "app/legal/privacy-sharing-sections.tsx",
  "app/legal/privacy-rights-sections.tsx",
  "app/routes/listings/create-listing.tsx",
  "app/routes/listings/edit-listing.tsx",
  "app/listings/listing-form.tsx",
  "app/listings/photo-picker.tsx",
  "app/listings/upload-progress.tsx",
  "app/listings/listing-type-choice.tsx",
  "app/listings/listing-preview.tsx",
  "app/listings/edit-listing-error.tsx",
  "app/routes/listings/my-listings.tsx",
  "app/listings/managed-listing-card.tsx",
  "app/listings/my-listings-states.tsx",
  "app/listings/my-listings-summary.tsx",
  "app/listings/delete-listing-controls.tsx",
  "app/listings/manage-failure.tsx",
  "app/routes/listings/still-available.tsx",
  "app/routes/listings/browse.tsx",
  "app/listings/browse-filter-form.tsx",
  "app/listings/browse-empty-state.tsx",
  "app/listings/listings-with-map.tsx",
  "app/listings/page-links.tsx",
  "app/listings/near-me-button.tsx",
  "app/wanted/browse-tabs.tsx",
  "app/saved-searches/save-search-form.tsx",
  "app/routes/listings/detail.tsx",
  "app/listings/listing-detail-parts.tsx",
  "app/listings/listing-gallery.tsx",
  "app/listings/listing-dialog.tsx",
  "app/routes/listings/contact.tsx",
  "app/messaging/contact-dialog.tsx",
  "app/messaging/contact-dialog-panel.tsx",
  "app/routes/handovers/handovers.tsx",
  "app/routes/handovers/handover.tsx",
  "app/routes/handovers/thanks.tsx",
  "app/handover/handover-list.tsx",
  "app/handover/handover-details.tsx",
  "app/handover/handover-page-forms.tsx",
  "app/handover/thanks-form.tsx",
  "app/routes/wanted/new-wanted.tsx",
  "app/routes/wanted/edit-wanted.tsx",
  "app/routes/wanted/my-wanted.tsx",
  "app/wanted/wanted-form.tsx",
  "app/components/forms/field-error-template.tsx",
  "app/components/form-errors.tsx",
  "app/components/ui/field.tsx",
  "app/components/ui/dialog.tsx",
  "app/components/ui/toaster.tsx",
  "app/components/character-counter.tsx",
  "app/components/confirm-delete.tsx",
  "app/components/on-demand-dialog.tsx",
  "app/components/on-demand-dialog-panel.tsx",
  "app/components/breadcrumbs.tsx",
  "app/components/page-links.tsx",
  "app/components/place-suggestions.tsx",
  "app/admin/report-dialog.tsx",
  "app/admin/report-dialog-panel.tsx",
  "app/admin/report-form.tsx",
  "app/blocking/block-dialog.tsx",
  "app/blocking/block-dialog-panel.tsx",
  "app/blocking/block-form.tsx",
  "app/routes/report.tsx",
  "app/routes/blocking/block.tsx",
  "app/routes/contact.tsx",
  "app/routes/complaints/complaints.tsx",
  "app/routes/email/unsubscribe.tsx",
  "app/routes/saved-searches/unsubscribe.tsx",
  "app/routes/pwa/offline.tsx",
  "app/routes/open-data/open-data-page.tsx",
  "app/routes/community/community-groups.tsx",
  "app/routes/community/schools.tsx",
  "app/routes/community-partnership.tsx",
  "app/membership/partnership-calculator.tsx",
  "app/membership/partnership-questions.tsx",
  "app/membership/partnership-benefits.tsx",
  "app/membership/launch-offer.tsx",
  "app/components/page-sections/action-row.tsx",
  "app/components/page-sections/call-to-action-band.tsx",
  "app/components/page-sections/feature-grid.tsx",
  "app/components/page-sections/numbered-steps.tsx",
  "app/components/page-sections/page-hero.tsx",
  "app/components/illustrations/community.tsx",
  "app/components/illustrations/seedling.tsx",
  "app/push/installed-app.tsx",
  "app/handover/listing-handover-panel.tsx",
  "app/handover/handover-rule-form.tsx",
  "app/routes/listings/wanted.tsx",
  "app/wanted/wanted-card.tsx",
  "app/wanted/city-wanted-section.tsx",
];

/** Words that are the same in every language: the name of the site. */
const SAME_IN_EVERY_LANGUAGE = new Set(["Glut"]);

/** Attributes people read or hear, which must come from a catalogue too. */
const READ_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "title",
  "alt",
  "placeholder",
  "label",
  "hint",
  "description",
]);

const hasWords = (text: string) => /\p{L}/u.test(text) && !SAME_IN_EVERY_LANGUAGE.has(text.trim());

/** The words written into a file's JSX: text between tags, and read attributes given as strings. */
function literalText(file: string, source: string): string[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) {
      found.push(node.text.trim().replace(/\s+/g, " "));
    } else if (
      ts.isJsxAttribute(node) &&
      READ_ATTRIBUTES.has(node.name.getText(sourceFile)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      hasWords(node.initializer.text)
    ) {
      found.push(`${node.name.getText(sourceFile)}="${node.initializer.text}"`);
    } else if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isStringLiteral(node.expression) ||
        ts.isNoSubstitutionTemplateLiteral(node.expression)) &&
      hasWords(node.expression.text) &&
      !ts.isJsxAttribute(node.parent)
    ) {
      found.push(node.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

describe("words left in code", () => {
  it("finds text between tags, read attributes and string children", () => {
    const source = `const a = <p title="Hello">Hi {"there"} {t("ok")} <b aria-label={t("x")}>Glut</b></p>;`;
    expect(literalText("x.tsx", source)).toEqual(['title="Hello"', "Hi", "there"]);
  });

  it.each(CONVERTED_FILES)("has none in %s", (file) => {
    const source = readFileSync(path.join(process.cwd(), file), "utf8");
    expect(literalText(file, source)).toEqual([]);
  });
});
