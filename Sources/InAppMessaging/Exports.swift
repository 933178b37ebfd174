// The rule ids and the bridge catalogue live in `Vocabulary`, which the HTML validator shares
// without this module (and so without Foundation: docs/architecture.md, "Binaries"); every user
// of InAppMessaging sees them as before.
@_exported import Vocabulary
