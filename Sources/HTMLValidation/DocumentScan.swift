/// Drives the tokenizer through one document, feeding the structure checker and the lint.
enum DocumentScan {
    /// Every finding of the structure checker, the tokenizer and the in-app lint.
    static func run(bytes: UnsafeBufferPointer<UInt8>, source: SourceMap, maxPayloadBytes: Int) -> [Finding] {
        var tokenizer = HTMLTokenizer(bytes)
        var structure = StructureChecker(bytes: bytes, source: source)
        var lint = InAppLint(bytes: bytes)
        var rawTextElement: HTMLStartTag?
        var cutOff = false
        while let token = tokenizer.next() {
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
        cutOff = cutOff || tokenizer.endedInsideMarkup
        structure.finish(truncated: cutOff)
        lint.finish(
            headOffset: structure.headOffset,
            bodyOffset: structure.bodyOffset,
            maxPayloadBytes: maxPayloadBytes
        )
        return tokenizer.problems + structure.findings + lint.findings
    }
}
