import ArgumentParser
import Foundation
import InAppMessaging
import Liquid
import OrderedCollections
import Preview

/// `vitrine liquid`: render a Liquid template as Braze would for a user and an event.
struct LiquidCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "liquid",
        abstract: "Render a Liquid template (Braze's dialect) and print the text.",
        discussion: """
            FILE is the template, or - for standard input. --data is a JSON object of plain Liquid \
            variables; --user a profile {"attributes": {"first_name": …}, "custom_attributes": {…}, \
            "connected_content": {"URL": response}}; --event {"properties": {…}} (event_properties). \
            Objects keep the order the JSON gave their keys, so {% for pair in event_properties %} \
            iterates as Braze does. --translations is {"<locale>": {"<id>": "text"}} (a campaign's \
            translations); {% translation id %} tags render the text of --locale, else of the \
            user's locale (most_recent_locale, else language and country, else language), falling \
            back from pt_BR to pt and then to the tag's default text, with a note on standard error. The template is read as UTF-8 byte for byte (CR and CRLF line \
            ends kept) and the text written byte for byte. Exit 0 with the text, 1 on a parse or \
            render error (with its line and column), 2 on bad input files (a template that is not \
            UTF-8 among them), 3 when the template runs abort_message (the reason on standard error).
            """
    )

    @Argument(help: "The template file, or - for standard input.")
    var file: String

    @Option(help: "A JSON object of Liquid variables.")
    var data: String?

    @Option(help: "A user profile JSON file.")
    var user: String?

    @Option(help: "An event JSON file: {\"properties\": {…}}.")
    var event: String?

    @Option(help: "Unix seconds of 'now' (default 0, so output is deterministic).")
    var now: Double = 0

    @Option(help: "A translations JSON file: {\"<locale>\": {\"<id>\": \"text\"}}.")
    var translations: String?

    @Option(help: "The locale translation tags render in (default: the user's).")
    var locale: String?

    func validate() throws {
        do {
            if let locale { _ = try PreviewOptions.value(of: "locale", locale, \.locale) }
        } catch {
            throw ValidationError(PreviewOptions.flagMessage(error))
        }
    }

    func run() async throws {
        let source: String
        let inputs: LiquidContext
        do {
            source = try InputFile.text(file)
            inputs = try context()
        } catch {
            printError("vitrine: \(error)")
            throw ExitCode(2)
        }
        do {
            let rendering = try LiquidTemplate(parsing: source).render(inputs)
            for warning in rendering.warnings {
                printError("\(file): line \(warning.line), column \(warning.column): warning: \(warning.message)")
            }
            if let locale = inputs.translation?.locale, !rendering.untranslated.isEmpty {
                let ids = rendering.untranslated.joined(separator: ", ")
                printError("\(file): note: no \"\(locale)\" text for translation \(ids): the default text is shown")
            }
            if let reason = rendering.abortReason {
                printError("\(file): aborted: \(reason)")
                throw ExitCode(3)
            }
            FileHandle.standardOutput.write(Data(rendering.text.utf8))
        } catch let error as LiquidError {
            printError("\(file): \(error)")
            throw ExitCode.failure
        }
    }

    /// The context from the option files.
    private func context() throws -> LiquidContext {
        var personalisation = Personalisation(now: now, locale: locale)
        if let translations {
            do {
                personalisation.translations = try TranslationTable(wire: try InputFile.json(translations))
            } catch let error as WireError {
                throw CommandFailure("\(translations): \(error)")
            }
        }
        if let user { personalisation.user = try InputFile.userProfile(user) }
        if let event {
            let object = try InputFile.json(event)
            guard case .object(let members) = object, members.keys.allSatisfy({ $0 == "properties" }) else {
                throw CommandFailure("\(event): expected {\"properties\": {…}}")
            }
            guard case .object(let properties)? = members["properties"] ?? .object([:]) else {
                throw CommandFailure("\(event): properties: expected an object")
            }
            personalisation.eventProperties = properties
        }
        var context = personalisation.liquidContext
        if let data {
            guard case .object(let variables) = try InputFile.json(data) else { throw CommandFailure("\(data): expected a JSON object of variables") }
            for (name, value) in variables { context.variables[name] = LiquidValue(json: value) }
        }
        return context
    }

}
