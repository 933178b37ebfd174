import InAppMessaging
import Testing

/// Which locales render mirrored: Arabic, Hebrew, Persian and Urdu, with their regional variants.
@Suite struct RightToLeftTests {
    @Test(arguments: ["ar", "he", "fa", "ur", "ar_EG", "AR", "he-IL", "fa_IR", "ur_PK"])
    func theseLocalesAreRightToLeft(locale: String) {
        #expect(Localisation.isRightToLeft(locale))
    }

    @Test(arguments: ["en", "fr", "pt_BR", "ja", "de", "arn", "h", "", "_ar"])
    func theseAreNot(locale: String) {
        #expect(!Localisation.isRightToLeft(locale))
    }

    @Test func noLocaleIsLeftToRight() {
        #expect(!Localisation.isRightToLeft(nil))
    }

    @Test func aLocaleBecomesALanguageTag() {
        #expect(Localisation.languageTag("pt_BR") == "pt-BR")
        #expect(Localisation.languageTag("zh-Hant-TW") == "zh-Hant-TW")
    }
}
