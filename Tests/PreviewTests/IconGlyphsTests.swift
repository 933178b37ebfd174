import Testing

@testable import Preview

/// An icon is shown and taken by its Font Awesome name or code, not as a private-use character.
@Suite struct IconGlyphsTests {
    /// Three rules in Font Awesome 4.7's own shape, one of them with aliases.
    static let styleSheet = """
        .fa-glass:before {
          content: "\\f000";
        }
        .fa-remove:before,
        .fa-close:before,
        .fa-times:before {
          content: "\\f00d";
        }
        .fa-bullhorn:before {
          content: "\\f0a1";
        }
        .fa-lg { font-size: 1.33em; }
        """
    let glyphs = IconGlyphs(styleSheet: Self.styleSheet)

    @Test func aGlyphIsShownByItsNameTheLastOfItsAliases() {
        #expect(glyphs.fieldText(for: "\u{f0a1}") == "bullhorn")
        #expect(glyphs.fieldText(for: "\u{f00d}") == "times")
    }

    @Test func anUnnamedPrivateUseGlyphIsShownByItsCode() {
        #expect(glyphs.fieldText(for: "\u{f8ff}") == "U+F8FF")
    }

    @Test func otherTextIsShownAsStored() {
        #expect(glyphs.fieldText(for: "★") == "★")
        #expect(glyphs.fieldText(for: "ab") == "ab")
    }

    @Test func aNameAnAliasOrAPrefixedNameGivesTheGlyph() throws {
        #expect(try glyphs.glyph(fromFieldText: "bullhorn") == "\u{f0a1}")
        #expect(try glyphs.glyph(fromFieldText: " fa-Close ") == "\u{f00d}")
    }

    @Test(arguments: ["U+F0A1", "u+f0a1", "\\uf0a1", "&#xf0a1;"])
    func aCodeGivesTheGlyph(text: String) throws {
        #expect(try glyphs.glyph(fromFieldText: text) == "\u{f0a1}")
    }

    @Test func theCharacterItselfIsKeptAndEmptyIsNoIcon() throws {
        #expect(try glyphs.glyph(fromFieldText: "\u{f0a1}") == "\u{f0a1}")
        #expect(try glyphs.glyph(fromFieldText: "  ") == nil)
    }

    @Test func anUnknownNameIsASentenceNamingIt() {
        #expect(throws: IconGlyphProblem.self) { try glyphs.glyph(fromFieldText: "megaphone") }
        do {
            _ = try glyphs.glyph(fromFieldText: "megaphone")
        } catch {
            #expect(error.message.contains("no icon named “megaphone”"))
        }
    }

    @Test func withoutTheStyleSheetOnlyCodesAreTaken() throws {
        let none = IconGlyphs(styleSheet: "")
        #expect(try none.glyph(fromFieldText: "U+F0A1") == "\u{f0a1}")
        #expect(throws: IconGlyphProblem.self) { try none.glyph(fromFieldText: "bullhorn") }
    }

    @Test func theInstalledFontAwesomeNamesTheBullhorn() {
        // make installs Debian's fonts-font-awesome, whose style sheet the server reads.
        #expect(IconGlyphs.installed.fieldText(for: "\u{f0a1}") == "bullhorn")
    }
}
