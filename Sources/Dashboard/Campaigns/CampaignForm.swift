import InAppMessaging

/// Every field of the campaign editor as the user typed it, so an invalid form can be shown again unchanged.
struct CampaignForm: Sendable, Hashable {
    /// The seven colours of one theme, as hex text.
    struct ThemeFields: Sendable, Hashable {
        var background = "", text = "", icon = "", iconBackground = "", header = "", closeButton = "", frame = ""
    }

    /// One button slot.
    struct ButtonFields: Sendable, Hashable {
        var id = "", text = "", action = "none", uri = "", useWebView = false
        var background = "", textColor = "", border = ""
        var darkBackground = "", darkTextColor = "", darkBorder = ""
        /// The steps of its Braze Action (click action `braze`).
        var brazeAction = ActionBuilderFields()
    }

    /// One extras row: its key, its value as typed, and the JSON type the value is saved as
    /// (`text`, `number`, `boolean` or `json` for objects, arrays and null).
    struct ExtraRow: Sendable, Hashable {
        var key = "", value = "", type = "text"
    }

    /// One property filter row.
    struct FilterFields: Sendable, Hashable {
        var key = "", type = "string", comparator = "1", value = ""
    }

    /// One trigger with its filter groups.
    struct TriggerFields: Sendable, Hashable {
        var type = "custom_event", eventName = "", productID = "", campaignID = ""
        var groups: [[FilterFields]] = []
    }

    var id = "", name = "", status = "draft", tags = "", kind = "slideup", version = ""
    var header = "", headerAlign = "center", message = "", messageAlign = "center"
    var imageURL = "", icon = "", cropType = "", slideFrom = "bottom"
    /// The image's alternative text (`image_alt`), for kinds that show an image.
    var imageAlt = ""
    var clickAction = "none", uri = "", useWebView = false
    /// The steps of the body's Braze Action (click action `braze`).
    var bodyAction = ActionBuilderFields()
    var messageClose = "auto", duration = "5", orientation = "any"
    var animateIn = true, animateOut = true
    var html = "", assetURLs = ""
    var light = ThemeFields(), darkEnabled = false, dark = ThemeFields()
    var buttons: [ButtonFields] = [ButtonFields(), ButtonFields()]
    var extras: [ExtraRow] = []
    /// How many of the stored campaign's extras the form leaves out: past the first
    /// `extrasLimit` by key, they are not shown, and a save keeps them as stored.
    var extrasHidden = 0
    var triggers: [TriggerFields] = []
    var priority = "0", delay = "0", reEligibility = "-1", timeout = "", minInterval = "", startTime = "", endTime = ""
    /// The translations table as typed: its locale columns in order, the texts by locale and id,
    /// and the locale being added. A form without the table keeps the stored one.
    var translationsPresent = false
    var locales: [String] = []
    var translations: [String: [String: String]] = [:]
    var newLocale = ""
    /// Why the last "Add a locale" did not add `newLocale` (shown beside the field).
    var newLocaleError = ""

    /// The variant the message fields edit (`variant`), the A/B-test panel's rows, and its
    /// control group; `variantsPresent` when the form had the panel (CampaignForm+Variants).
    var variantIndex = 0, variantsPresent = false
    var variantRows: [VariantRow] = []
    var controlEnabled = false, controlPercentage = ""

    /// The most buttons the form offers (Braze shows two).
    static let buttonSlots = 2
}
