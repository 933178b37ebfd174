import Foundation
import Testing
@testable import HTMLValidation

/// Validation from many tasks at once gives exactly the sequential results.
@Suite struct ConcurrencyTests {
    @Test func concurrentValidationEqualsSequential() async throws {
        let corpus = try FileManager.default.contentsOfDirectory(atPath: TestDocuments.corpus.path).sorted()
        let documents = try TestDocuments.brazeTemplates.map { Array(try TestDocuments.brazeTemplate($0).utf8) }
            + corpus.map { try TestDocuments.corpusDocument($0) }
        let validator = HTMLValidator()
        let sequential = documents.map { validator.validate($0) }
        let rounds = 8
        let concurrent = await withTaskGroup(of: (Int, [HTMLDiagnostic]).self) { group in
            for round in 0..<rounds {
                for (index, document) in documents.enumerated() {
                    group.addTask { (round * documents.count + index, validator.validate(document)) }
                }
            }
            var results: [Int: [HTMLDiagnostic]] = [:]
            for await (key, diagnostics) in group { results[key] = diagnostics }
            return results
        }
        #expect(concurrent.count == rounds * documents.count)
        for (key, diagnostics) in concurrent {
            #expect(diagnostics == sequential[key % documents.count])
        }
    }
}
