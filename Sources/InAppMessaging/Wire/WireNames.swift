/// The wire spellings of the model's enumerations, in the case export writes them.
enum WireNames {
    /// The message `type` values, before `image_style` and `is_control` refine them.
    enum MessageType: Sendable {
        /// `SLIDEUP`.
        case slideup
        /// `MODAL` (with text, or image-only with `image_style: GRAPHIC`).
        case modal
        /// `FULL` (with text, or image-only with `image_style: GRAPHIC`).
        case full
        /// `HTML`.
        case html
        /// `HTML_FULL`, the legacy HTML message.
        case htmlFull
    }

    /// `type`.
    static let messageTypes: KeyValuePairs<String, MessageType> = [
        "SLIDEUP": .slideup, "MODAL": .modal, "FULL": .full, "HTML": .html, "HTML_FULL": .htmlFull,
    ]

    /// `image_style`: true for `GRAPHIC` (image only).
    static let imageStyles: KeyValuePairs<String, Bool> = ["TOP": false, "GRAPHIC": true]

    /// `click_action`: true for `URI`; `NEWS_FEED` is legacy and means none.
    static let clickActions: KeyValuePairs<String, Bool> = ["URI": true, "NONE": false, "NEWS_FEED": false]

    /// `message_close`: true for `AUTO_DISMISS`; `MANUAL` is the Android SDK's name for `SWIPE`.
    static let messageCloses: KeyValuePairs<String, Bool> = ["AUTO_DISMISS": true, "SWIPE": false, "MANUAL": false]

    /// `orientation`.
    static let orientations: KeyValuePairs<String, Orientation> = [
        "ANY": .any, "PORTRAIT": .portrait, "LANDSCAPE": .landscape,
    ]

    /// `slide_from`.
    static let slideFroms: KeyValuePairs<String, SlideFrom> = ["TOP": .top, "BOTTOM": .bottom]

    /// `text_align_message` and `text_align_header`.
    static let textAlignments: KeyValuePairs<String, TextAlignment> = [
        "START": .start, "CENTER": .center, "END": .end,
    ]

    /// `crop_type`.
    static let cropTypes: KeyValuePairs<String, CropType> = [
        "FIT_CENTER": .fitCenter, "CENTER_CROP": .centerCrop,
    ]

    /// Campaign `status` (Vitrine's own field, lower case).
    static let statuses: KeyValuePairs<String, CampaignStatus> = [
        "draft": .draft, "active": .active, "archived": .archived,
    ]

    /// `property_type` of a property filter (lower case).
    static let propertyTypes: KeyValuePairs<String, PropertyType> = [
        "string": .string, "number": .number, "boolean": .boolean, "date": .date,
    ]

    /// The wire name of `value` in `table`.
    static func name<Value: Equatable>(of value: Value, in table: KeyValuePairs<String, Value>) -> String {
        table.first { $0.value == value }!.key
    }

    /// Theme colour keys and the `Theme` properties they fill.
    static let themeColours: [(key: String, property: any WritableKeyPath<Theme, ARGBColor> & Sendable)] = [
        ("bg_color", \.backgroundColor), ("text_color", \.textColor), ("icon_color", \.iconColor),
        ("icon_bg_color", \.iconBackgroundColor), ("header_text_color", \.headerTextColor),
        ("close_btn_color", \.closeButtonColor), ("frame_color", \.frameColor),
    ]

    /// The colours of `table` that differ between `value` and `reference`, as unsigned ARGB:
    /// what export writes (a colour equal to its default, or to its light value for a dark
    /// theme, is not written unless the payload sent it).
    static func colours<Root>(
        _ table: [(key: String, property: any WritableKeyPath<Root, ARGBColor> & Sendable)],
        of value: Root,
        differingFrom reference: Root
    ) -> JSONObject {
        var colours: JSONObject = [:]
        for (key, property) in table where value[keyPath: property] != reference[keyPath: property] {
            colours[key] = .int(Int(value[keyPath: property].argb))
        }
        return colours
    }

    /// The colours of `table` that a payload's `members` sent with the same value as `reference`,
    /// as unsigned ARGB: what decoding keeps beside the model so export writes them back.
    static func colours<Root>(
        _ table: [(key: String, property: any WritableKeyPath<Root, ARGBColor> & Sendable)],
        of value: Root,
        sentIn members: JSONObject,
        equalTo reference: Root
    ) -> JSONObject {
        var colours: JSONObject = [:]
        for (key, property) in table where members[key] != nil && value[keyPath: property] == reference[keyPath: property] {
            colours[key] = .int(Int(value[keyPath: property].argb))
        }
        return colours
    }

    /// Button colour keys and the `ButtonTheme` properties they fill.
    static let buttonColours: [(key: String, property: any WritableKeyPath<ButtonTheme, ARGBColor> & Sendable)] = [
        ("bg_color", \.backgroundColor), ("text_color", \.textColor), ("border_color", \.borderColor),
    ]

    /// A model number as a wire number: an integer when it is one, else a double.
    static func number(_ value: Double) -> JSONValue {
        if value.rounded() == value, abs(value) < 9_007_199_254_740_992 { return .int(Int(value)) }
        return .double(value)
    }

    /// Seconds in the model as milliseconds on the wire, an integer when within a microsecond.
    static func milliseconds(_ seconds: Double) -> JSONValue {
        let milliseconds = seconds * 1000
        let rounded = milliseconds.rounded()
        if abs(milliseconds - rounded) < 1e-6, abs(rounded) < 9_007_199_254_740_992 { return .int(Int(rounded)) }
        return .double(milliseconds)
    }
}
