import InAppMessaging

/// A member access on the Braze bridge found in JavaScript: `brazeBridge.logClick`,
/// `brazeBridge.getUser().setEmail`, `appboyBridge.display.showFeed`.
struct BridgeCall {
    /// `brazeBridge` or `appboyBridge`.
    var global: String
    /// The members before the last one: `[]`, `["getUser()"]` or `["display"]`.
    var path: [String]
    /// The last member name.
    var member: String
    /// The byte offset of `member`.
    var offset: Int
}

/// Finds bridge member accesses in JavaScript source, skipping comments and string literals.
struct BridgeCallScanner {
    /// The document.
    let bytes: UnsafeBufferPointer<UInt8>

    /// Every bridge member access in `range`.
    func calls(in range: Range<Int>) -> [BridgeCall] {
        var calls: [BridgeCall] = []
        var index = range.lowerBound
        let end = range.upperBound
        while index < end {
            let byte = bytes[index]
            if byte == Byte.slash, index + 1 < end, bytes[index + 1] == Byte.slash {
                while index < end, bytes[index] != Byte.newline { index += 1 }
            } else if byte == Byte.slash, index + 1 < end, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < end, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == Byte.slash) {
                    index += 1
                }
                index += 2
            } else if byte == Byte.doubleQuote || byte == Byte.singleQuote || byte == Byte.backtick {
                index += 1
                while index < end, bytes[index] != byte {
                    if bytes[index] == UInt8(ascii: "\\") { index += 1 }
                    index += 1
                }
                index += 1
            } else if Byte.isIdentifier(byte), index == range.lowerBound || !Byte.isIdentifier(bytes[index - 1]) {
                let start = index
                while index < end, Byte.isIdentifier(bytes[index]) { index += 1 }
                if bytes[start] == UInt8(ascii: "b") || bytes[start] == UInt8(ascii: "a") {
                    let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                    if BridgeCatalogue.globals.contains(name), let call = memberChain(of: name, from: index, end: end) {
                        calls.append(call)
                    }
                }
            } else {
                index += 1
            }
        }
        return calls
    }

    /// Reads `.member`, `.getUser().member` or `.namespace.member` after the bridge global.
    private func memberChain(of global: String, from start: Int, end: Int) -> BridgeCall? {
        var index = start
        guard let (member, offset) = dotIdentifier(&index, end) else { return nil }
        if member == "getUser" {
            var probe = index
            skipWhitespace(&probe, end)
            guard probe + 1 < end, bytes[probe] == UInt8(ascii: "(") else { return call(global, [], member, offset) }
            probe += 1
            skipWhitespace(&probe, end)
            guard probe < end, bytes[probe] == UInt8(ascii: ")") else { return call(global, [], member, offset) }
            probe += 1
            guard let (method, methodOffset) = dotIdentifier(&probe, end) else { return call(global, [], member, offset) }
            return call(global, ["getUser()"], method, methodOffset)
        }
        if BridgeCatalogue.namespaces.contains(member), let (method, methodOffset) = dotIdentifier(&index, end) {
            return call(global, [member], method, methodOffset)
        }
        return call(global, [], member, offset)
    }

    private func call(_ global: String, _ path: [String], _ member: String, _ offset: Int) -> BridgeCall {
        BridgeCall(global: global, path: path, member: member, offset: offset)
    }

    /// Reads whitespace, an optional `?`, a `.`, whitespace and an identifier.
    private func dotIdentifier(_ index: inout Int, _ end: Int) -> (String, Int)? {
        var probe = index
        skipWhitespace(&probe, end)
        if probe < end, bytes[probe] == Byte.question { probe += 1 }
        guard probe < end, bytes[probe] == UInt8(ascii: ".") else { return nil }
        probe += 1
        skipWhitespace(&probe, end)
        let start = probe
        while probe < end, Byte.isIdentifier(bytes[probe]) { probe += 1 }
        guard probe > start else { return nil }
        index = probe
        return (String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<probe]), as: UTF8.self), start)
    }

    private func skipWhitespace(_ index: inout Int, _ end: Int) {
        while index < end, Byte.isWhitespace(bytes[index]) { index += 1 }
    }
}
