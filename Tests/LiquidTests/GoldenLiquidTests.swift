import Foundation
import Liquid
import TestSupport
import Testing

/// Runs the Golden Liquid conformance suite (jg-rp/golden-liquid) against the engine.
///
/// Every case must pass except those in `knownFailures`, and each of those must still fail: a
/// listed case that passes fails the test too, so the list always says exactly what does not
/// work yet (remove a case from it when it is fixed). `Tests/cli/golden_liquid_cli.py` runs the
/// same cases through `vitrine liquid` against the same list.
@Suite struct GoldenLiquidTests {
    /// The cases known to fail, by name, each with the reason:
    /// `Tests/Fixtures/liquid/known-failures.json`, shared with the command-line run.
    static let knownFailures: [String: String] = (try? loadKnownFailures()) ?? [:]

    /// One suite case.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var template: String
        var data: [String: LiquidValue]
        var results: [String]
        var invalid: Bool

        var testDescription: String { name }
    }

    /// Every case the engine is meant to run (`include` and `render` need a file system: skipped).
    static let cases: [Case] = (try? loadCases()) ?? []

    /// `Tests/Fixtures/liquid/golden_liquid.json`.
    static func loadCases() throws -> [Case] {
        let text = try String(contentsOf: ProjectPaths.fixtures.appendingPathComponent("liquid/golden_liquid.json"), encoding: .utf8)
        guard case .object(let root) = LiquidValue(jsonText: text), case .array(let tests) = root["tests"] else { return [] }
        var cases: [Case] = []
        for case .object(let test) in tests {
            var tags: [String] = []
            if case .array(let list) = test["tags"] { tags = list.map { if case .string(let tag) = $0 { tag } else { "" } } }
            if tags.contains("include tag") || tags.contains("render tag") { continue }
            guard case .string(let name) = test["name"], case .string(let template) = test["template"] else { continue }
            var data: [String: LiquidValue] = [:]
            if case .object(let object) = test["data"] { for (key, value) in object.pairs { data[key] = value } }
            var results: [String] = []
            if case .string(let result) = test["result"] { results = [result] }
            if case .array(let list) = test["results"] { results = list.compactMap { if case .string(let text) = $0 { text } else { nil } } }
            cases.append(Case(name: name, template: template, data: data, results: results, invalid: test["invalid"] == .bool(true)))
        }
        return cases
    }

    /// `Tests/Fixtures/liquid/known-failures.json`: `{name: reason}`.
    static func loadKnownFailures() throws -> [String: String] {
        let text = try String(contentsOf: ProjectPaths.fixtures.appendingPathComponent("liquid/known-failures.json"), encoding: .utf8)
        guard case .object(let object) = LiquidValue(jsonText: text) else { return [:] }
        var failures: [String: String] = [:]
        for (name, reason) in object.pairs { failures[name] = if case .string(let text) = reason { text } else { "" } }
        return failures
    }

    /// What the engine did with a case: the rendered text, or the error it threw.
    static func run(_ test: Case) -> Result<String, any Error> {
        Result { try LiquidTemplate(parsing: test.template).render(LiquidContext(variables: test.data)).text }
    }

    /// Whether an outcome is what the suite expects.
    static func passes(_ test: Case, _ outcome: Result<String, any Error>) -> Bool {
        switch outcome {
        case .success(let text): return !test.invalid && test.results.contains(text)
        case .failure: return test.invalid
        }
    }

    @Test func suiteLoadsAndListsOnlyItsOwnCases() throws {
        let cases = try Self.loadCases()
        #expect(cases.count > 1000)
        #expect(!(try Self.loadKnownFailures()).isEmpty)
        let names = Set(cases.map(\.name))
        for name in Self.knownFailures.keys.sorted() where !names.contains(name) {
            Issue.record("knownFailures lists \"\(name)\", which is not a case of the suite")
        }
    }

    @Test(arguments: cases)
    func goldenCase(_ test: Case) {
        let outcome = Self.run(test)
        let got: String
        switch outcome {
        case .success(let text): got = text.debugDescription
        case .failure(let error): got = "error \(error)"
        }
        let report = """
            template: \(test.template.debugDescription)
            expected: \(test.invalid ? "an error" : test.results.debugDescription)
            got: \(got)
            """
        if let reason = Self.knownFailures[test.name] {
            #expect(!Self.passes(test, outcome), "\(test.name) is listed in knownFailures (\(reason)) but now passes: remove it from the list")
        } else {
            #expect(Self.passes(test, outcome), "\(test.name)\n\(report)")
        }
    }
}
