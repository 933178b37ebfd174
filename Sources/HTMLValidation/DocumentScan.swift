import InAppMessaging

/// Drives the tokenizer through one document, feeding the structure checker and the lint.
enum DocumentScan {
    /// What one scan found.
    struct Outcome {
        /// The findings kept: the tokenizer's, the structure checker's, then the lint's.
        var findings: [Finding] = []
        /// Findings past each list's cap, counted by severity.
        var omitted = OmittedCount()
        /// Whether `cancellation` stopped the scan before the end of the document.
        var cancelled = false
    }

    /// Every finding of the structure checker, the tokenizer and the in-app lint, each list
    /// capped at `options.maxDiagnostics`, the tree at `options.maxDepth` deep; `cancellation`
    /// is polled every 1,024 tokens.
    static func run(
        bytes: UnsafeBufferPointer<UInt8>,
        source: SourceMap,
        options: HTMLValidator.Options,
        cancellation: HTMLValidator.Cancellation? = nil
    ) -> Outcome {
        var tokenizer = HTMLTokenizer(bytes)
        var structure = StructureChecker(bytes: bytes, source: source)
        var lint = InAppLint(bytes: bytes)
        tokenizer.problems.limit = options.maxDiagnostics
        structure.findings.limit = options.maxDiagnostics
        structure.maxDepth = options.maxDepth
        lint.findings.limit = options.maxDiagnostics
        var rawTextElement: HTMLStartTag?
        var cutOff = false
        var tokens = 0
        var cancelled = false
        while let token = tokenizer.next() {
            tokens += 1
            if tokens & 1023 == 0, cancellation?.isCancelled == true {
                cancelled = true
                break
            }
            switch token {
            case .text(let range, let blank):
                structure.text(blank: blank, offset: range.lowerBound)
            case .startTag(let tag):
                let namespace = structure.startTag(tag)
                lint.startTag(tag, namespace: namespace)
                if namespace == .html, tag.kind.contains(.rawText) {
                    tokenizer.enterRawText(tag.name)
                    rawTextElement = tag
                }
            case .rawText(let range, let closed):
                guard let element = rawTextElement else { break }
                lint.rawText(range, of: element)
                if !closed, element.name != "plaintext" {
                    cutOff = true
                    structure.report(
                        element.offset,
                        .error,
                        .truncatedDocument,
                        "the document ends too early: <\(element.name)> is never closed with </\(element.name)>"
                    )
                }
                rawTextElement = nil
            case .endTag(let name, let offset):
                structure.endTag(name: name, offset: offset)
            case .comment:
                break
            case .doctype(let name, let offset):
                structure.doctype(name: name, offset: offset)
            }
            tokenizer.allowsCDATA = structure.inForeignContent
        }
        cutOff = cutOff || tokenizer.endedInsideMarkup || cancelled
        structure.finish(truncated: cutOff)
        if !cancelled {
            lint.finish(
                headOffset: structure.headOffset,
                bodyOffset: structure.bodyOffset,
                maxPayloadBytes: options.maxPayloadBytes
            )
        }
        var outcome = Outcome(findings: tokenizer.problems.items + structure.findings.items + lint.findings.items, cancelled: cancelled)
        outcome.omitted += tokenizer.problems.omitted
        outcome.omitted += structure.findings.omitted
        outcome.omitted += lint.findings.omitted
        return outcome
    }
}
