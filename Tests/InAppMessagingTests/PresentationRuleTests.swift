import Testing

@testable import InAppMessaging

/// docs/rules.md, rule 8: which theme is in force and whether the status bar is hidden.
@Suite struct PresentationRuleTests {
    static let dark = Theme(
        backgroundColor: ARGBColor(argb: 0xFF00_0000),
        textColor: ARGBColor(argb: 0xFFFF_FFFF),
        iconColor: ARGBColor(argb: 0xFFFF_FFFF),
        iconBackgroundColor: ARGBColor(argb: 0xFF00_0000),
        headerTextColor: ARGBColor(argb: 0xFFFF_FFFF),
        closeButtonColor: ARGBColor(argb: 0xFFFF_FFFF),
        frameColor: ARGBColor(argb: 0xFF00_0000)
    )

    @Test(arguments: [
        (Appearance.light, true, false, Appearance.light), (.dark, true, false, .dark), (.dark, false, false, .light),
        (.dark, true, true, .light), (.light, true, true, .light),
    ])
    func appearanceIsDarkOnlyWhenEveryConditionHolds(device: Appearance, hasDark: Bool, disabled: Bool, expected: Appearance) {
        let themes = Themes(light: .defaultLight(for: .modal), dark: hasDark ? Self.dark : nil)
        let appearance = themes.appearance(onDevice: device, disableDarkMode: disabled, on: .ios)
        #expect(appearance == expected)
        #expect(themes.appearance(onDevice: device, disableDarkMode: disabled, on: .android) == expected)
        #expect(themes.theme(for: appearance) == (expected == .dark ? Self.dark : .defaultLight(for: .modal)))
    }

    @Test func buttonsFollowTheMessageAppearance() {
        let darkButton = ButtonTheme(
            textColor: ARGBColor(argb: 0xFF00_0000),
            backgroundColor: ARGBColor(argb: 0xFFFF_FFFF),
            borderColor: ARGBColor(argb: 0xFFFF_FFFF)
        )
        #expect(ButtonThemes(dark: darkButton).theme(for: .dark) == darkButton)
        #expect(ButtonThemes(dark: darkButton).theme(for: .light) == .defaultLight)
        #expect(ButtonThemes().theme(for: .dark) == .defaultLight)
    }

    @Test(arguments: MessageKind.allCases)
    func statusBarPolicies(kind: MessageKind) {
        for onTablet in [false, true] {
            #expect(StatusBarPolicy.hidden.hidesStatusBar(for: kind, onTablet: onTablet, on: .ios))
            #expect(!StatusBarPolicy.visible.hidesStatusBar(for: kind, onTablet: onTablet, on: .ios))
        }
        #expect(StatusBarPolicy.auto.hidesStatusBar(for: kind, onTablet: false, on: .ios) == [.full, .fullImage, .html].contains(kind))
        // On a tablet full and fullImage are modal cards and leave the status bar alone.
        #expect(StatusBarPolicy.auto.hidesStatusBar(for: kind, onTablet: true, on: .ios) == (kind == .html))
    }

    @Test(arguments: MessageKind.allCases)
    func statusBarPerPlatform(kind: MessageKind) {
        for policy in StatusBarPolicy.allCases {
            for onTablet in [false, true] {
                // Android has no policy of its own: only an app that hides the bar does.
                #expect(policy.hidesStatusBar(for: kind, onTablet: onTablet, on: .android) == (policy == .hidden), "\(policy)")
                // A browser page has no status bar.
                #expect(policy.hidesStatusBar(for: kind, onTablet: onTablet, on: .web), "\(policy)")
            }
        }
    }

    @Test func theWebHasNoDarkTheme() {
        let themes = Themes(light: .defaultLight(for: .modal), dark: Self.dark)
        #expect(themes.appearance(onDevice: .dark, disableDarkMode: false, on: .ios) == .dark)
        #expect(themes.appearance(onDevice: .dark, disableDarkMode: false, on: .android) == .dark)
        #expect(themes.appearance(onDevice: .dark, disableDarkMode: true, on: .android) == .light)
        #expect(themes.appearance(onDevice: .dark, disableDarkMode: false, on: .web) == .light)
    }
}
