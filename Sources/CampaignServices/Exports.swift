// The campaign checker and its `Diagnostic` moved to the `Checking` module (`vitrine-check` links
// it without this module's server libraries); whoever imports CampaignServices still
// sees them, as before.
@_exported import Checking
