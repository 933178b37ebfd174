extension Themes {
    /// The appearance a message is shown in on `platform` (docs/rules.md, rule 8). The apps' rule on
    /// iOS and Android (Android's default `beforeInAppMessageDisplayed` listener enables the dark
    /// theme the same way): dark only when the device is dark, the message has a dark theme and dark
    /// mode is not disabled. Always light on the web, whose SDK has no dark theme
    /// (Tests/Fixtures/WEB-LAYOUT.md).
    public func appearance(onDevice deviceAppearance: Appearance, disableDarkMode: Bool, on platform: Platform) -> Appearance {
        platform != .web && deviceAppearance == .dark && dark != nil && !disableDarkMode ? .dark : .light
    }

    /// The theme in force for a resolved appearance (the light one when there is no dark theme).
    public func theme(for appearance: Appearance) -> Theme {
        appearance == .dark ? dark ?? light : light
    }
}

extension ButtonThemes {
    /// The button's colours for the message's resolved appearance (buttons follow the message).
    public func theme(for appearance: Appearance) -> ButtonTheme {
        appearance == .dark ? dark ?? light : light
    }
}
