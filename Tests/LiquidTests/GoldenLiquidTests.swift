import Foundation
import Liquid
import Testing

/// Runs the Golden Liquid conformance suite (jg-rp/golden-liquid) against the engine.
@Suite struct GoldenLiquidTests {
    /// One suite case.
    struct Case {
        var name: String
        var template: String
        var data: [String: LiquidValue]
        var results: [String]
        var invalid: Bool
    }

    /// `Tests/Fixtures/liquid/golden_liquid.json`, found from this file's location.
    static func loadCases() throws -> [Case] {
        var url = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        while url.path != "/" && !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        let text = try String(contentsOf: url.appendingPathComponent("Tests/Fixtures/liquid/golden_liquid.json"), encoding: .utf8)
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

    /// Whether one case behaves as the suite expects.
    static func passes(_ test: Case) -> Bool {
        do {
            let template = try LiquidTemplate(parsing: test.template)
            let output = try template.render(LiquidContext(variables: test.data)).text
            return !test.invalid && test.results.contains(output)
        } catch {
            return test.invalid
        }
    }

    /// What the engine did with a case, for verbose failure reports.
    static func outcome(_ test: Case) -> String {
        do {
            return try LiquidTemplate(parsing: test.template).render(LiquidContext(variables: test.data)).text.debugDescription
        } catch {
            return "error \(error)"
        }
    }

    @Test func suitePassRate() throws {
        let cases = try Self.loadCases()
        #expect(cases.count > 1000)
        let failures = cases.filter { !Self.passes($0) }
        let passed = cases.count - failures.count
        let rate = Double(passed) / Double(max(cases.count, 1)) * 100
        print("Golden Liquid: \(passed)/\(cases.count) passed (\(String(format: "%.1f", rate)) %)")
        let verbose = ProcessInfo.processInfo.environment["LIQUID_GOLDEN_VERBOSE"] != nil
        for failure in failures {
            print("  failed: \(failure.name)")
            if verbose {
                print(
                    "    template: \(failure.template.debugDescription)\n    expected: \(failure.invalid ? "error" : failure.results.debugDescription)\n    got: \(Self.outcome(failure))"
                )
            }
        }
        #expect(rate >= 97)
    }
}
