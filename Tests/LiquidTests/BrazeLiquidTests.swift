import Liquid
import Testing

/// Braze's additions to Liquid: `${…}` attributes, content blocks, filters, abort_message and connected_content.
@Suite struct BrazeLiquidTests {
    private let user = LiquidContext(
        variables: [
            "custom_attribute": .object(LiquidObject([("favourite_team", .string("Lyon")), ("points", .integer(41))])),
            "event_properties": .object(LiquidObject([("amount", .float(12.5))])),
            "campaign": .object(LiquidObject([("name", .string("Spring"))])),
            "most_recently_used_device": .object(LiquidObject([("model", .string("Pixel 8"))])),
        ],
        attributes: ["first_name": .string("Ada"), "city": .string("Paris"), "user_id": .string("u-1")],
        now: 1_700_000_000
    )

    @Test func standardAttributeWithoutSpaces() throws {
        #expect(try render("Hi {{${first_name}}}!", user) == "Hi Ada!")
    }

    @Test func aRenderListsTheVariablesItReadWithoutAValue() throws {
        let template = "Hi {{${last_name}}} {{custom_attribute.${plan}}} {{ ${first_name} }} {% for x in (1..3) %}{{ nothing }}{% endfor %}"
        let rendering = try LiquidTemplate(parsing: template).render(user)
        #expect(rendering.unsetVariables == ["${last_name}", "custom_attribute.plan", "nothing"])
        #expect(try LiquidTemplate(parsing: "{{${first_name}}}").render(user).unsetVariables.isEmpty)
    }

    @Test func missingAttributeTakesDefault() throws {
        #expect(try render("Hi {{ ${last_name} | default: 'there' }}", user) == "Hi there")
    }

    @Test func attributeSyntaxAfterADotIsAKey() throws {
        let template =
            "{{custom_attribute.${favourite_team}}} {{ event_properties.${amount} }} {{campaign.${name}}} {{most_recently_used_device.${model}}}"
        #expect(try render(template, user) == "Lyon 12.5 Spring Pixel 8")
    }

    @Test func attributeSyntaxInTags() throws {
        #expect(try render("{% if ${city} == 'Paris' %}Bonjour{% endif %}", user) == "Bonjour")
        #expect(try render("{% assign n = custom_attribute.${points} | plus: 1 %}{{ n }}", user) == "42")
    }

    @Test func contentBlocksRenderInTheSameContext() throws {
        var context = user
        context.contentBlocks = ["greeting": "Hello {{${first_name}}}{{content_blocks.${sign_off}}}", "sign_off": ", bye"]
        #expect(try render("{{content_blocks.${greeting}}}!", context) == "Hello Ada, bye!")
    }

    @Test func contentBlockErrors() {
        var context = user
        context.contentBlocks = ["a": "{{content_blocks.${b}}}", "b": "{{content_blocks.${a}}}"]
        #expect(renderError("{{content_blocks.${a}}}", context)?.message.contains("cycle") == true)
        #expect(renderError("x\n  {{content_blocks.${nope}}}", context)?.message.contains("'nope'") == true)
        #expect(renderError("x\n  {{content_blocks.${nope}}}", context)?.line == 2)
        context.contentBlocks = Dictionary(uniqueKeysWithValues: (0..<20).map { ("b\($0)", "{{content_blocks.${b\($0 + 1)}}}") })
        context.contentBlocks["b20"] = "end"
        #expect(renderError("{{content_blocks.${b0}}}", context)?.message.contains("too deeply") == true)
    }

    @Test func propertyAccessorAndNumberWithDelimiter() throws {
        #expect(try render("{% assign k = 'favourite_team' %}{{ custom_attribute | property_accessor: k }}", user) == "Lyon")
        #expect(
            try render("{{ 1234567 | number_with_delimiter }} {{ -1234.5 | number_with_delimiter }} {{ 12 | number_with_delimiter }}")
                == "1,234,567 -1,234.5 12"
        )
    }

    @Test func escapingFilters() throws {
        #expect(try render("{{ 'say \"hi\"\n' | json_escape }}") == #"say \"hi\"\n"#)
        #expect(try render("{{ 'a b/c?d=é' | url_escape }}") == "a%20b/c?d=%C3%A9")
        #expect(try render("{{ 'a b/c?d=é' | url_param_escape }}") == "a%20b%2Fc%3Fd%3D%C3%A9")
    }

    @Test func hashingAndEncodingFilters() throws {
        #expect(try render("{{ 'hello' | md5 }}") == "5d41402abc4b2a76b9719d911017c592")
        #expect(try render("{{ 'hello' | sha1 }}") == "aaf4c61ddcc5e8a2dabede0f3b482cd9aea9434d")
        #expect(try render("{{ 'hello' | sha2 }}") == "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824")
        #expect(try render("{{ 'hello' | base64 }}") == "aGVsbG8=")
        #expect(try render("{{ 'msg' | hmac_sha1: 'key' }}") == "102900b72b7bf1031eec76b4804b66052376896b")
    }

    @Test func timeZoneAndNow() throws {
        #expect(try render("{{ 'now' | date: '%Y-%m-%d %H:%M' }}", user) == "2023-11-14 22:13")
        #expect(try render("{{ 'now' | time_zone: 'America/Los_Angeles' | date: '%H:%M' }}", user) == "14:13")
        #expect(try render("{{ 'today' | time_zone: 'Asia/Tokyo' | date: '%d %H' }}", user) == "15 07")
    }

    @Test func abortMessage() throws {
        let aborted = try LiquidTemplate(parsing: "before{% if ${city} == 'Paris' %}{% abort_message('no Paris') %}{% endif %}after").render(user)
        #expect(aborted.abortReason == "no Paris")
        #expect(aborted.text == "before")
        #expect(try LiquidTemplate(parsing: "{% abort_message() %}").render(user).abortReason == "")
        #expect(try LiquidTemplate(parsing: #"{% abort_message("why") %}"#).render(user).abortReason == "why")
        #expect(try LiquidTemplate(parsing: "fine").render(user).abortReason == nil)
    }

    @Test func connectedContentSavesJSON() throws {
        var context = user
        context.connectedContent = ["https://api.example.com/x?id=u-1": #"{"team": {"name": "OL"}, "ranks": [3, 1]}"#]
        let template =
            "{% connected_content https://api.example.com/x?id={{${user_id}}} :method get :save result %}{{ result.team.name }} {{ result.ranks | join: ',' }}"
        #expect(try render(template, context) == "OL 3,1")
    }

    @Test func connectedContentOutputsTextWithoutSave() throws {
        var context = user
        context.connectedContent = ["https://api.example.com/plain": "plain text"]
        #expect(try render("[{% connected_content https://api.example.com/plain %}]", context) == "[plain text]")
        context.connectedContent = ["https://api.example.com/plain": "not json"]
        #expect(try render("{% connected_content https://api.example.com/plain :save r %}{{ r }}", context) == "not json")
    }

    @Test func connectedContentWithoutCannedResponseWarns() throws {
        let rendering = try LiquidTemplate(parsing: "a\n {% connected_content https://x.test/{{${user_id}}} :save r %}{{ r }}b").render(user)
        #expect(rendering.text == "a\n b")
        #expect(rendering.warnings.count == 1)
        #expect(rendering.warnings.first?.line == 2)
        #expect(rendering.warnings.first?.column == 2)
        #expect(rendering.warnings.first?.message.contains("https://x.test/u-1") == true)
    }
}
