import InAppMessaging
import Testing

@testable import HTMLValidation

/// Documents built to make validation quadratic: deep nesting and mis-nested
/// formatting tags get a bounded list of diagnostics, and a validation can be stopped.
@Suite struct HostileInputTests {
    /// `<div>` × 1,500,000 (7.3 MB, once 301 s of CPU): one `nesting-too-deep` error, at most
    /// the depth cap of unclosed elements, and no more than the diagnostics cap.
    @Test func deepNestingGetsOneNestingTooDeep() throws {
        let html = String(repeating: "<div>", count: 1_500_000)
        let options = HTMLValidator.Options()
        let diagnostics = HTMLValidator().validate(html)
        let deep = diagnostics.filter { $0.rule == .nestingTooDeep }
        #expect(deep.count == 1)
        let first = try #require(deep.first)
        #expect(first.severity == .error)
        // The implicit <body> and 511 <div>s fill the stack: the 512th <div> is the first too deep.
        #expect(first.line == 1 && first.column == 511 * 5 + 1)
        #expect(diagnostics.filter { $0.rule == .unclosedElement }.count < options.maxDepth)
        #expect(diagnostics.count <= options.maxDiagnostics + 1)
    }

    /// `<b><i>x</b></i>` × 500,000 (once both cores at 100 %): the first 1,000 diagnostics by
    /// position, then one `too-many-diagnostics` error counting the rest.
    @Test func misnestedFormattingIsCapped() throws {
        let html = "<!DOCTYPE html>" + String(repeating: "<b><i>x</b></i>", count: 500_000)
        let diagnostics = HTMLValidator().validate(html)
        #expect(diagnostics.count == HTMLValidator.Options().maxDiagnostics + 1)
        let summary = try #require(diagnostics.last)
        #expect(summary.rule == .tooManyDiagnostics)
        #expect(summary.severity == .error)
        // Each repetition is one unclosed <i> and one stray </i>: about a million, 1,000 shown.
        let counted = Int(summary.message.prefix { $0.isNumber }) ?? 0
        #expect(counted >= 998_000 && counted <= 1_000_000, "\(summary.message)")
        let shown = diagnostics.dropLast()
        #expect(shown.contains { $0.rule == .unclosedElement && $0.severity == .error })
        #expect(zip(shown, shown.dropFirst()).allSatisfy { !HTMLDiagnostic.positionOrder($1, $0) })
    }

    /// Deeper structure resumes being checked once the document climbs back under the cap.
    @Test func checkingResumesAfterDeepNesting() {
        var options = HTMLValidator.Options()
        options.maxDepth = 8
        let deep = String(repeating: "<div>", count: 20) + String(repeating: "</div>", count: 20)
        let html = TestDocuments.page(deep + "<p id=\"a\"></p><p id=\"a\"></p>")
        let diagnostics = HTMLValidator(options: options).validate(html)
        #expect(diagnostics.filter { $0.rule == .nestingTooDeep }.count == 1)
        #expect(diagnostics.contains { $0.rule == .duplicateId })
        #expect(!diagnostics.contains { $0.rule == .strayEndTag || $0.rule == .unclosedElement })
    }

    /// A fewer-diagnostics cap keeps the first by position and counts the rest, as info when
    /// none of them is an error.
    @Test func warningsPastTheCapAreCountedAsInfo() throws {
        var options = HTMLValidator.Options()
        options.maxDiagnostics = 3
        let html = TestDocuments.page(String(repeating: "<foo>x</foo>", count: 10))
        let diagnostics = HTMLValidator(options: options).validate(html)
        #expect(diagnostics.count == 4)
        let summary = try #require(diagnostics.last)
        #expect(summary.rule == .tooManyDiagnostics)
        #expect(summary.severity == .info)
        #expect(summary.message.hasPrefix("7 more diagnostics are not shown (7 warnings)"))
    }

    /// A cancelled validation returns at once with one `validation-stopped` error.
    @Test func cancellationStopsTheValidation() {
        let cancellation = HTMLValidator.Cancellation()
        cancellation.cancel()
        let html = String(repeating: "<b><i>x</b></i>", count: 100_000)
        let diagnostics = HTMLValidator(cancellation: cancellation).validate(html)
        #expect(diagnostics.map(\.rule) == [.validationStopped])
        let passed = HTMLValidator.Cancellation(deadline: .now - .seconds(1))
        #expect(passed.isCancelled)
        #expect(
            HTMLValidator(cancellation: HTMLValidator.Cancellation(timeout: .seconds(60))).validate("<p>x</p>").allSatisfy {
                $0.rule != .validationStopped
            }
        )
    }

    /// A deadline that passes during the scan stops both passes part-way.
    @Test func aDeadlineStopsTheScanPartWay() {
        let html = String(repeating: "<p class=\"a\">x</p>\n", count: 400_000)
        var options = HTMLValidator.Options()
        options.maxPayloadBytes = 16 * 1024 * 1024
        let cancellation = HTMLValidator.Cancellation(timeout: .milliseconds(1))
        let diagnostics = HTMLValidator(options: options, cancellation: cancellation).validate(html)
        #expect(diagnostics.last?.rule == .validationStopped)
    }

    /// Batched locations agree with one-at-a-time ones, multi-byte characters and line ends
    /// included, whatever the order of the offsets.
    @Test func batchedLocationsMatchSingleOnes() {
        let text = Array("ab\ncé€😀d\n\nxyz 😀 é\n".utf8)
        text.withUnsafeBufferPointer { bytes in
            let map = SourceMap(bytes)
            let offsets = Array((0...bytes.count).reversed()) + [3, 0, 7, 7]
            let batched = map.locations(of: offsets)
            for (offset, location) in zip(offsets, batched) {
                let single = map.location(of: offset)
                #expect(location.line == single.line && location.column == single.column, "offset \(offset)")
                #expect(map.line(of: offset) == single.line)
            }
        }
    }
}
