extension HTMLTokenizer {
    /// Reads the attributes of the tag whose name was just read, up to and including its `>`.
    ///
    /// Returns nil (after reporting truncation) when the document ends inside the tag.
    mutating func readAttributes(
        tagOffset: Int,
        tagName: String,
        isEndTag: Bool
    ) -> (attributes: [HTMLAttribute], selfClosing: Bool)? {
        var attributes: [HTMLAttribute] = []
        var index = position
        quietAttributes = false
        while true {
            while index < bytes.count, Byte.isWhitespace(bytes[index]) { index += 1 }
            guard index < bytes.count else {
                return truncatedTag(tagOffset, tagName, isEndTag)
            }
            let byte = bytes[index]
            if byte == Byte.greaterThan {
                position = index + 1
                return (attributes, false)
            }
            if byte == Byte.slash {
                if index + 1 < bytes.count, bytes[index + 1] == Byte.greaterThan {
                    position = index + 2
                    return (attributes, true)
                }
                index += 1
                continue
            }
            var unclosedQuote = false
            guard var attribute = readAttribute(at: &index, tagName: tagName, unclosedQuote: &unclosedQuote)
            else {
                if unclosedQuote { return nil }
                return truncatedTag(tagOffset, tagName, isEndTag)
            }
            if attributes.contains(where: { $0.name == attribute.name }) {
                brokenAttribute(
                    at: attribute.nameOffset,
                    "attribute \"\(attribute.name)\" is repeated on <\(tagName)>; browsers keep only the first one"
                )
                continue
            }
            if isEndTag { attribute.value = nil }
            attributes.append(attribute)
        }
    }

    private mutating func truncatedTag(
        _ offset: Int,
        _ name: String,
        _ isEndTag: Bool
    ) -> (attributes: [HTMLAttribute], selfClosing: Bool)? {
        let tag = isEndTag ? "</\(name)>" : "<\(name)>"
        _ = truncated(at: offset, "the tag \(tag) that starts here is never closed with >")
        return nil
    }

    /// Reads one attribute starting at `index`; nil when the document ends inside it.
    /// Sets `unclosedQuote` when it reported a quote that runs to the end of the document.
    private mutating func readAttribute(
        at index: inout Int,
        tagName: String,
        unclosedQuote: inout Bool
    ) -> HTMLAttribute? {
        let nameStart = index
        if bytes[index] == Byte.equals { index += 1 }
        while index < bytes.count, !Byte.endsTagName(bytes[index]), bytes[index] != Byte.equals {
            index += 1
        }
        let name = lowercasedString(nameStart..<index)
        reportSuspiciousName(name, at: nameStart, tagName: tagName)
        var attribute = HTMLAttribute(name: name, nameOffset: nameStart, value: nil)
        var probe = index
        while probe < bytes.count, Byte.isWhitespace(bytes[probe]) { probe += 1 }
        guard probe < bytes.count else { return nil }
        guard bytes[probe] == Byte.equals else { return attribute }
        index = probe + 1
        while index < bytes.count, Byte.isWhitespace(bytes[index]) { index += 1 }
        guard index < bytes.count else { return nil }
        let quote = bytes[index]
        if quote == Byte.doubleQuote || quote == Byte.singleQuote {
            guard let close = firstIndex(of: quote, from: index + 1) else {
                let range = index + 1..<bytes.count
                if contains(Byte.greaterThan, in: range) {
                    brokenAttribute(at: nameStart, "the value of \"\(name)\" opens a quote that is never closed")
                    position = bytes.count
                    unclosedQuote = true
                    endedInsideMarkup = true
                }
                return nil
            }
            attribute.value = index + 1..<close
            index = close + 1
            if index < bytes.count, !Byte.endsTagName(bytes[index]) {
                reportRunOnValue(attribute, at: nameStart)
            }
        } else if quote == Byte.greaterThan {
            brokenAttribute(at: nameStart, "attribute \"\(name)\" has = but no value")
            attribute.value = index..<index
        } else {
            let valueStart = index
            while index < bytes.count, !Byte.isWhitespace(bytes[index]), bytes[index] != Byte.greaterThan {
                index += 1
            }
            attribute.value = valueStart..<index
            if let bad = firstUnquotedProblem(in: valueStart..<index) {
                brokenAttribute(
                    at: nameStart,
                    "the unquoted value of \"\(name)\" contains \(bad); put the value in quotes"
                )
            }
        }
        return attribute
    }

    private mutating func reportSuspiciousName(_ name: String, at offset: Int, tagName: String) {
        guard !quietAttributes, let first = name.utf8.first else { return }
        if first == Byte.lessThan {
            brokenAttribute(at: offset, "unexpected < inside the tag <\(tagName)>: its > is probably missing")
        } else if first == Byte.equals {
            brokenAttribute(at: offset, "attribute name expected before = in <\(tagName)>")
        } else if name.utf8.contains(where: { $0 == Byte.doubleQuote || $0 == Byte.singleQuote || $0 == Byte.lessThan }) {
            brokenAttribute(at: offset, "attribute name \"\(name)\" contains a quote or <; a = or a space is probably missing")
        }
    }

    private mutating func reportRunOnValue(_ attribute: HTMLAttribute, at offset: Int) {
        guard let value = attribute.value, !quietAttributes else { return }
        if contains(Byte.newline, in: value) || contains(Byte.greaterThan, in: value) {
            quietAttributes = true
            brokenAttribute(
                at: offset,
                "the quoted value of \"\(attribute.name)\" runs on past the end of the tag: a closing quote is probably missing"
            )
        } else {
            brokenAttribute(
                at: offset,
                "the value of \"\(attribute.name)\" is not followed by a space: attributes must be separated by whitespace"
            )
        }
    }

    private func firstUnquotedProblem(in range: Range<Int>) -> String? {
        for index in range {
            switch bytes[index] {
            case Byte.doubleQuote, Byte.singleQuote: return "a quote"
            case Byte.lessThan: return "<"
            case Byte.equals: return "="
            case Byte.backtick: return "a backtick"
            default: continue
            }
        }
        return nil
    }

    private func contains(_ byte: UInt8, in range: Range<Int>) -> Bool {
        for index in range where bytes[index] == byte { return true }
        return false
    }
}
