import Foundation
import Testing

@testable import HTMLValidation

/// Validation from many tasks at once gives exactly the sequential results.
@Suite struct ConcurrencyTests {
    @Test func concurrentValidationEqualsSequential() async throws {
        let corpus = try FileManager.default.contentsOfDirectory(atPath: TestDocuments.corpus.path).sorted()
        let templates = try TestDocuments.brazeTemplates.map { Array(try TestDocuments.brazeTemplate($0).utf8) }
        // Above the parallel threshold, so concurrent calls also run libxml2 on a second thread.
        let large = Array(repeating: templates.joined(), count: 3).flatMap { $0 }
        let documents = try templates + corpus.map { try TestDocuments.corpusDocument($0) } + [large]
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

    @Test func parallelPassesEqualSequentialPasses() throws {
        let templates = try TestDocuments.brazeTemplates.map { try TestDocuments.brazeTemplate($0) }
        let large = String(repeating: templates.joined(), count: 3)
        var sequentialOptions = HTMLValidator.Options()
        sequentialOptions.parallelThreshold = .max
        let parallel = HTMLValidator().validate(large)
        #expect(parallel.count > 10)
        #expect(parallel == HTMLValidator(options: sequentialOptions).validate(large))
    }
}
