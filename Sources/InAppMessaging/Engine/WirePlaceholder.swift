// Temporary stand-in for the `wire` branch's API; deleted when `wire` is merged.
import Foundation

public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    enum Component: Sendable, Hashable { case key(String), index(Int) }
    var components: [Component] = []
    public static let root = JSONPath()
    public func appending(_ key: String) -> JSONPath { var p = self; p.components.append(.key(key)); return p }
    public func appending(_ index: Int) -> JSONPath { var p = self; p.components.append(.index(index)); return p }
    public var description: String {
        var s = ""
        for c in components {
            switch c {
            case .key(let k): s += s.isEmpty ? k : ".\(k)"
            case .index(let i): s += "[\(i)]"
            }
        }
        return s
    }
}

public struct WireError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var path: JSONPath?
    public var line: Int?
    public var column: Int?
    public init(message: String, path: JSONPath? = nil, line: Int? = nil, column: Int? = nil) {
        self.message = message; self.path = path; self.line = line; self.column = column
    }
    public var description: String { path.map { "\($0): \(message)" } ?? message }
}

public enum JSONParser {
    public static func parse(_ data: Data) throws(WireError) -> JSONValue {
        try parse(String(decoding: data, as: UTF8.self))
    }
    public static func parse(_ text: String) throws(WireError) -> JSONValue {
        var p = MiniParser(bytes: Array(text.utf8))
        let v = try p.value()
        p.skip()
        guard p.i == p.bytes.count else { throw WireError(message: "trailing characters") }
        return v
    }
}

struct MiniParser {
    let bytes: [UInt8]
    var i = 0
    init(bytes: [UInt8]) { self.bytes = bytes }
    mutating func skip() { while i < bytes.count, [9, 10, 13, 32].contains(bytes[i]) { i += 1 } }
    mutating func value() throws(WireError) -> JSONValue {
        skip()
        guard i < bytes.count else { throw WireError(message: "unexpected end") }
        switch bytes[i] {
        case UInt8(ascii: "{"):
            i += 1; var members: [String: JSONValue] = [:]
            skip(); if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
            while true {
                skip(); guard case .string(let k) = try value() else { throw WireError(message: "key") }
                skip(); i += 1
                members[k] = try value(); skip()
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                i += 1; return .object(members)
            }
        case UInt8(ascii: "["):
            i += 1; var items: [JSONValue] = []
            skip(); if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
            while true {
                items.append(try value()); skip()
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                i += 1; return .array(items)
            }
        case UInt8(ascii: "\""):
            i += 1; var out: [UInt8] = []
            while bytes[i] != UInt8(ascii: "\"") {
                if bytes[i] == UInt8(ascii: "\\") {
                    i += 1
                    switch bytes[i] {
                    case UInt8(ascii: "n"): out.append(10)
                    case UInt8(ascii: "t"): out.append(9)
                    case UInt8(ascii: "u"):
                        let hex = String(decoding: bytes[(i + 1)...(i + 4)], as: UTF8.self)
                        out.append(contentsOf: Array(String(UnicodeScalar(UInt32(hex, radix: 16)!)!).utf8)); i += 4
                    default: out.append(bytes[i])
                    }
                } else { out.append(bytes[i]) }
                i += 1
            }
            i += 1; return .string(String(decoding: out, as: UTF8.self))
        case UInt8(ascii: "t"): i += 4; return .bool(true)
        case UInt8(ascii: "f"): i += 5; return .bool(false)
        case UInt8(ascii: "n"): i += 4; return .null
        default:
            let start = i
            while i < bytes.count, "+-.eE0123456789".utf8.contains(bytes[i]) { i += 1 }
            let s = String(decoding: bytes[start..<i], as: UTF8.self)
            if let n = Int(s) { return .int(n) }
            if let d = Double(s) { return .double(d) }
            throw WireError(message: "bad number \(s)")
        }
    }
}

public enum JSONWriter {
    public static func write(_ value: JSONValue, pretty: Bool = false, leadingKeys: [String] = []) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .int(let n): return String(n)
        case .double(let d): return d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
        case .string(let s):
            var out = "\""
            for ch in s.unicodeScalars {
                switch ch {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                default: out.unicodeScalars.append(ch)
                }
            }
            return out + "\""
        case .array(let items): return "[" + items.map { write($0, leadingKeys: leadingKeys) }.joined(separator: ",") + "]"
        case .object(let members):
            let keys = leadingKeys.filter { members[$0] != nil } + members.keys.filter { !leadingKeys.contains($0) }.sorted()
            return "{" + keys.map { write(.string($0)) + ":" + write(members[$0]!, leadingKeys: leadingKeys) }.joined(separator: ",") + "}"
        }
    }
}

extension InAppMessage {
    public init(wire: JSONValue, path: JSONPath = .root) throws(WireError) {
        guard case .object(let m) = wire else { throw WireError(message: "expected an object", path: path) }
        func s(_ k: String) -> String? { m[k]?.stringValue }
        func action(_ o: [String: JSONValue]) -> ClickAction {
            if o["click_action"]?.stringValue?.uppercased() == "URI", let u = o["uri"]?.stringValue {
                if case .bool(let w)? = o["use_webview"] { return .url(u, useWebView: w) }
                return .url(u, useWebView: false)
            }
            return .none
        }
        var buttons: [MessageButton] = []
        if case .array(let bs)? = m["btns"] {
            for b in bs { if case .object(let bo) = b { buttons.append(MessageButton(id: bo["id"].flatMap { if case .int(let i) = $0 { i } else { nil } } ?? 0, text: bo["text"]?.stringValue ?? "", clickAction: action(bo))) } }
        }
        let type = (s("type") ?? "SLIDEUP").uppercased()
        let graphic = s("image_style")?.uppercased() == "GRAPHIC"
        var content: MessageContent
        if case .bool(true)? = m["is_control"] { content = .control } else {
            switch type {
            case "MODAL": content = graphic ? .modalImage(.init(imageURL: s("image_url") ?? "", buttons: buttons)) : .modal(.init(header: s("header"), message: s("message") ?? "", graphic: s("image_url").map(Graphic.image), buttons: buttons))
            case "FULL": content = graphic ? .fullImage(.init(imageURL: s("image_url") ?? "", buttons: buttons)) : .full(.init(header: s("header"), message: s("message") ?? "", graphic: s("image_url").map(Graphic.image), buttons: buttons))
            case "HTML", "HTML_FULL":
                var assets: [String] = []
                if case .array(let a)? = m["asset_urls"] { assets = a.compactMap(\.stringValue) }
                content = .html(.init(html: s("message") ?? "", assetURLs: assets))
            default: content = .slideup(.init(message: s("message") ?? "", graphic: s("image_url").map(Graphic.image)))
            }
        }
        var extras: [String: String] = [:]
        if case .object(let e)? = m["extras"] { for (k, v) in e { extras[k] = v.stringValue } }
        let close: MessageClose = s("message_close")?.uppercased() == "SWIPE" ? .userInteraction : .auto(seconds: max(m["duration"]?.doubleValue ?? 5000, 999) / 1000)
        let orientation = Orientation(rawValue: (s("orientation") ?? "any").lowercased()) ?? .any
        var themes = Themes(light: .defaultLight(for: content.kind))
        if m["themes"]?["dark"] != nil { themes.dark = .defaultLight(for: content.kind) }
        self.init(content: content, extras: extras, clickAction: action(m), messageClose: close, orientation: orientation, themes: themes)
    }
    public var wireValue: JSONValue { .null }
}

extension Campaign {
    public init(wire: JSONValue, path: JSONPath = .root) throws(WireError) {
        guard case .object(let m) = wire, let id = m["id"]?.stringValue, let data = m["data"] else { throw WireError(message: "bad campaign", path: path) }
        var triggers: [TriggerCondition] = []
        if case .array(let ts)? = m["trigger_condition"] {
            for t in ts {
                let d = t["data"] ?? .object([:])
                let groups: PropertyFilterGroups = {
                    guard case .array(let gs)? = d["property_filters"] else { return .init([]) }
                    return .init(gs.map { g in
                        guard case .array(let fs) = g else { return [] }
                        return fs.map { f in PropertyFilter(key: f["property_key"]?.stringValue ?? "", type: PropertyType(rawValue: f["property_type"]?.stringValue ?? "") ?? .string, comparator: Comparator(rawValue: f["comparator"].flatMap { if case .int(let i) = $0 { i } else { nil } } ?? 1) ?? .equals, value: f["property_value"]) }
                    })
                }()
                switch t["type"]?.stringValue {
                case "open": triggers.append(.sessionStart)
                case "purchase": triggers.append(.purchase(productID: d["product_id"]?.stringValue))
                case "purchase_property": triggers.append(.purchaseProperty(productID: d["product_id"]?.stringValue, filters: groups))
                case "custom_event": triggers.append(.customEvent(name: d["event_name"]?.stringValue ?? ""))
                case "custom_event_property": triggers.append(.customEventProperty(name: d["event_name"]?.stringValue ?? "", filters: groups))
                case "push_click": triggers.append(.pushClick(campaignID: d["campaign_id"]?.stringValue ?? ""))
                default: throw WireError(message: "bad trigger", path: path)
                }
            }
        }
        self.init(id: id, name: m["name"]?.stringValue, status: CampaignStatus(rawValue: m["status"]?.stringValue ?? "active") ?? .active, message: try InAppMessage(wire: data), triggers: triggers, startTime: m["start_time"]?.doubleValue, endTime: m["end_time"]?.doubleValue, priority: m["priority"]?.doubleValue ?? 0, delay: m["delay"]?.doubleValue ?? 0, reEligibility: m["re_eligibility"]?.doubleValue ?? -1, timeout: m["timeout"]?.doubleValue.map { $0 / 1000 }, minSecondsSinceLastTrigger: m["min_seconds_since_last_trigger"]?.doubleValue)
    }
}
