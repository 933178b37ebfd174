import InAppMessaging
import Liquid
import Testing

/// Which locale a message renders in (the option, then the profile's `most_recent_locale`, then
/// `language` and `country`, then `language`), and the fallback `pt_BR` → `pt` → default text.
@Suite struct LocalisationTests {
    static let table = TranslationTable([
        "fr": ["head": "Soldes de printemps", "cta": "Acheter", "hello": "Bonjour {{${first_name}}}"],
        "pt": ["head": "Promoção de primavera", "cta": "Comprar"],
        "pt_BR": ["head": "Liquidação de primavera"],
        "ja": [:],
    ])

    static func user(_ attributes: JSONObject) -> UserProfile { UserProfile(id: "u", name: "u", attributes: attributes) }

    @Test func theOptionComesFirst() {
        let user = Self.user(["most_recent_locale": "ja", "language": "pt", "country": "BR"])
        #expect(Localisation.locale(option: "fr", user: user) == "fr")
        #expect(Localisation.locale(option: nil, user: user) == "ja")
        #expect(Localisation.locale(option: "", user: user) == "ja")
    }

    @Test func thenLanguageAndCountryThenLanguage() {
        #expect(Localisation.locale(option: nil, user: Self.user(["language": "pt", "country": "br"])) == "pt_BR")
        #expect(Localisation.locale(option: nil, user: Self.user(["language": "pt", "country": "Brazil"])) == "pt")
        #expect(Localisation.locale(option: nil, user: Self.user(["language": "pt"])) == "pt")
        #expect(Localisation.locale(option: nil, user: Self.user(["most_recent_locale": " ", "language": "fr"])) == "fr")
        #expect(Localisation.locale(option: nil, user: Self.user(["country": "FR"])) == nil)
        #expect(Localisation.locale(option: nil, user: nil) == nil)
    }

    @Test func fallbacksDropOneSubtagAtATime() {
        #expect(Localisation.fallbacks(of: "pt_BR") == ["pt_BR", "pt"])
        #expect(Localisation.fallbacks(of: "zh-Hant-TW") == ["zh-Hant-TW", "zh-Hant", "zh"])
        #expect(Localisation.fallbacks(of: "fr") == ["fr"])
    }

    @Test func lookupFallsBackPerID() {
        #expect(Localisation.translation("pt_BR", in: Self.table).texts == ["head": "Liquidação de primavera", "cta": "Comprar"])
        #expect(Localisation.translation("pt_PT", in: Self.table).texts == ["head": "Promoção de primavera", "cta": "Comprar"])
        #expect(Localisation.translation("pt-br", in: Self.table).texts["head"] == "Liquidação de primavera")
        #expect(Localisation.translation("de", in: Self.table).texts.isEmpty)
        #expect(Localisation.translation("de", in: Self.table).locale == "de")
    }

    @Test func aLongerChainTakesEachIDFromItsMostSpecificLocale() {
        let table = TranslationTable([
            "zh": ["head": "zh head", "cta": "zh cta", "note": "zh note"],
            "ZH-hant": ["head": "Hant head", "cta": "Hant cta"],
            "zh_Hant_TW": ["head": "TW head"],
            "zh_Hans": ["head": "Hans head", "extra": "Hans extra"],
        ])
        let texts = Localisation.translation("zh-Hant-TW", in: table).texts
        #expect(texts == ["head": "TW head", "cta": "Hant cta", "note": "zh note"])
    }

    static let modal = """
        {"type": "MODAL", "header": "{% translation head %}Spring sale{% endtranslation %}",
         "message": "{% translation hello %}Hello {{${first_name}}}{% endtranslation %}",
         "uri": "https://example.com/{% translation path %}en{% endtranslation %}/sale", "click_action": "URI",
         "btns": [{"text": "{% translation cta %}Shop{% endtranslation %}", "click_action": "NONE"}],
         "extras": {"label": "{% translation cta %}Shop{% endtranslation %}"}}
        """

    @Test func everyFieldRendersInTheChosenLocale() throws {
        let message = try PersonalisationTests.message(Self.modal)
        let ada = UserProfile(id: "ada", name: "Ada", attributes: ["first_name": "Ada", "language": "fr"])
        let outcome = message.personalised(with: Personalisation(user: ada, translations: Self.table))
        guard case .modal(let text) = outcome.message.content else { return #expect(Bool(false)) }
        #expect(text.header == "Soldes de printemps")
        #expect(text.message == "Bonjour Ada")
        #expect(text.buttons.first?.text == "Acheter")
        #expect(outcome.message.extras["label"] == "Acheter")
        #expect(outcome.message.clickAction == .url("https://example.com/en/sale", useWebView: false))
        #expect(outcome.locale == "fr")
        #expect(outcome.untranslated == ["path"])
        #expect(outcome.problems.isEmpty)
    }

    @Test func ptPTFallsBackToPtThenTheDefault() throws {
        let message = try PersonalisationTests.message(Self.modal)
        let outcome = message.personalised(with: Personalisation(translations: Self.table, locale: "pt_PT"))
        guard case .modal(let text) = outcome.message.content else { return #expect(Bool(false)) }
        #expect(text.header == "Promoção de primavera")
        #expect(text.message == "Hello ")
        #expect(outcome.untranslated == ["hello", "path"])
    }

    @Test func withoutALocaleTheDefaultsRenderWithoutNotes() throws {
        let outcome = try PersonalisationTests.message(Self.modal).personalised(with: Personalisation(translations: Self.table))
        guard case .modal(let text) = outcome.message.content else { return #expect(Bool(false)) }
        #expect(text.header == "Spring sale")
        #expect(outcome.locale == nil)
        #expect(outcome.untranslated.isEmpty)
    }

    @Test func theEnvelopeCarriesTranslationsBothWays() throws {
        let json = try JSONParser.parse(
            #"{"id": "c", "data": {"type": "SLIDEUP", "message": "{% translation m %}Hi{% endtranslation %}"}, "translations": {"fr": {"m": "Salut"}, "pt_BR": {}}}"#
        )
        let campaign = try Campaign(wire: json)
        #expect(campaign.translations == TranslationTable(["fr": ["m": "Salut"], "pt_BR": [:]]))
        #expect(campaign.unknownFields.isEmpty)
        let written = JSONWriter.write(campaign.wireValue)
        #expect(written.contains(#""translations":{"fr":{"m":"Salut"},"pt_BR":{}}"#))
        #expect(try Campaign(wire: JSONParser.parse(written)) == campaign)
        #expect(!JSONWriter.write(Campaign(id: "x", message: campaign.message).wireValue).contains("translations"))
    }

    @Test(arguments: [
        (#"[]"#, "translations", "expected an object of locales"),
        (#"{"fr fr": {}}"#, #"translations["fr fr"]"#, "a locale is"),
        (#"{"fr": []}"#, "translations.fr", "expected an object of texts"),
        (#"{"fr": {"a.b": "x"}}"#, #"translations.fr["a.b"]"#, "a translation id is"),
        (#"{"fr": {"a": 1}}"#, "translations.fr.a", "expected a string"),
    ])
    func badTranslationsNameTheirPath(translations: String, path: String, message: String) throws {
        let json = try JSONParser.parse(#"{"id": "c", "data": {"type": "SLIDEUP", "message": "x"}, "translations": \#(translations)}"#)
        #expect {
            try Campaign(wire: json)
        } throws: { error in
            guard let error = error as? WireError else { return false }
            return error.path?.description == path && error.message.contains(message)
        }
    }

    @Test func aSessionRendersInItsUsersLocale() throws {
        let campaign = try Campaign(
            wire: JSONParser.parse(
                #"{"id": "sale", "trigger_condition": [{"type": "custom_event", "data": {"event_name": "opened"}}], "data": {"type": "MODAL", "header": "{% translation head %}Spring sale{% endtranslation %}", "message": "x", "message_close": "SWIPE"}, "translations": {"pt": {"head": "Promoção"}}}"#
            )
        )
        let user = UserProfile(id: "bia", name: "Bia", attributes: ["language": "pt", "country": "BR"])
        var engine = DeliveryEngine(configuration: DeliveryConfiguration(user: user), campaigns: [campaign])
        _ = try engine.apply(DeviceEvent(json: JSONParser.parse(#"{"at": 0, "type": "session_start"}"#)))
        _ = try engine.apply(DeviceEvent(json: JSONParser.parse(#"{"at": 1, "type": "custom_event", "name": "opened"}"#)))
        #expect(engine.presentation.map { PersonalisationTests.header(of: $0.message) } == "Promoção")
    }

    @Test func localeNames() {
        #expect(TranslationTable.isValidLocale("pt_BR"))
        #expect(TranslationTable.isValidLocale("zh-Hant"))
        #expect(!TranslationTable.isValidLocale("_x"))
        #expect(!TranslationTable.isValidLocale("fr fr"))
        #expect(!TranslationTable.isValidLocale("é"))
        #expect(!TranslationTable.isValidLocale(String(repeating: "a", count: 36)))
    }
}
