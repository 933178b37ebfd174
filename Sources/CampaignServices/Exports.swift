// The campaign checker and its `Diagnostic` moved to the `Checking` module (the light `vitrine`
// binary links it without this module's server libraries); whoever imports CampaignServices still
// sees them, as before.
@_exported import Checking
