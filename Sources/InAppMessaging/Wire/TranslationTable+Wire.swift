import Liquid
import OrderedCollections

extension TranslationTable {
    /// Decodes `{"<locale>": {"<id>": "text"}}`; a bad locale name, a bad id, a text that is not
    /// a string and more than `maxLocales` locales are errors with their JSON path.
    public init(wire: JSONValue, path: JSONPath = .root) throws(WireError) {
        let locales = try WireObject(wire, path: path, what: "an object of locales ({\"fr\": {\"id\": \"text\"}})")
        guard locales.members.count <= Self.maxLocales else {
            throw .at(path, "\(locales.members.count) locales; the limit is \(Self.maxLocales)")
        }
        var texts: [String: [String: String]] = [:]
        for (locale, value) in locales.members {
            let localePath = path.appending(locale)
            guard Self.isValidLocale(locale) else {
                throw .at(localePath, "a locale is 1–\(Self.maxLocaleLength) letters, digits, _ and -, starting with a letter (fr, pt_BR)")
            }
            let ids = try WireObject(value, path: localePath, what: "an object of texts by translation id")
            var table: [String: String] = [:]
            for (id, text) in ids.members {
                guard TranslationTag.isValidID(id) else {
                    throw .at(localePath.appending(id), "a translation id is 1–64 letters, digits, _ and -")
                }
                guard case .string(let string) = text else { throw WireObject.mismatch(localePath.appending(id), "a string", text) }
                table[id] = string
            }
            texts[locale] = table
        }
        self.init(texts)
    }

    /// The table as JSON, locales and ids sorted.
    public var wireValue: JSONValue {
        .object(JSONObject(sortingKeysOf: texts.mapValues { .object(JSONObject(sortingKeysOf: $0.mapValues(JSONValue.string))) }))
    }
}
