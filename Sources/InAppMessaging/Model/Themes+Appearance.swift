extension Themes {
    /// The appearance a message is shown in (docs/rules.md, rule 8): dark only when the device is dark,
    /// the message has a dark theme and dark mode is not disabled.
    public func appearance(onDevice deviceAppearance: Appearance, disableDarkMode: Bool) -> Appearance {
        deviceAppearance == .dark && dark != nil && !disableDarkMode ? .dark : .light
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
