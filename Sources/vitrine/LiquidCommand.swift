import ArgumentParser
import Foundation
import InAppMessaging
import Liquid

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
            iterates as Braze does. The template is read as UTF-8 byte for byte (CR and CRLF line \
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
        var personalisation = Personalisation(now: now)
        if let user { personalisation.user = try UserProfile(json: try Self.json(user), defaultID: "user") }
        if let event {
            let object = try Self.json(event)
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
            guard case .object(let variables) = try Self.json(data) else { throw CommandFailure("\(data): expected a JSON object of variables") }
            for (name, value) in variables { context.variables[name] = LiquidValue(json: value) }
        }
        return context
    }

    /// A JSON file, with its path in errors.
    private static func json(_ path: String) throws -> JSONValue {
        do {
            return try JSONParser.parse(try InputFile.read(path))
        } catch let error as WireError {
            throw CommandFailure("\(path): \(error)")
        }
    }
}
