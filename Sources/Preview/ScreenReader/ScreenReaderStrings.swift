import InAppMessaging

/// The words the SDKs add to what a screen reader says, in each language they ship: BrazeUI's
/// close-button label and slideup prefixes (`Resources/Localization/*.lproj/
/// InAppMessageLocalizable.strings`, Swift SDK 18.2.0) and the Android SDK's close-button
/// description (`res/values-*/strings.xml`, `com_braze_inappmessage_close_content_description`,
/// 43.0.0). Each is copied as the SDK ships it, mistakes included: several are verbs ("schließen",
/// "to close"), and some Android ones mean "near" (ko, lo, th, zh) or "too close" (ru, sv).
public enum ScreenReaderStrings {
    /// BrazeUI's words in one language.
    public struct AppleWords: Sendable, Hashable {
        /// The close button's label.
        public var close: String
        /// What the slideup says before the image's alt text.
        public var imagePrefix: String
        /// What the slideup says before its text.
        public var textPrefix: String
    }

    /// The strings' language for `locale`: the first of its fallbacks (`pt_BR`, `pt`) that
    /// `table` has, compared as `Localisation.key` compares locales; nil (English) when none.
    static func language<Value>(for locale: String?, in table: [String: Value]) -> String? {
        guard let locale else { return nil }
        return Localisation.fallbacks(of: locale).map(Localisation.key).first { table[$0] != nil }
    }

    /// BrazeUI's words for `locale`, and the language they are in (nil: English).
    public static func apple(for locale: String?) -> (words: AppleWords, language: String?) {
        guard let language = language(for: locale, in: appleTable), let words = appleTable[language] else {
            return (english, nil)
        }
        return (words, language == "en" ? nil : language)
    }

    /// The Android SDK's close-button description for `locale`, and its language (nil: English).
    public static func androidClose(for locale: String?) -> (label: String, language: String?) {
        guard let language = language(for: locale, in: androidCloseTable), let label = androidCloseTable[language] else {
            return ("Close", nil)
        }
        return (label, language)
    }

    /// BrazeUI's English (and `Base`) words.
    static let english = AppleWords(close: "Close", imagePrefix: "Image:", textPrefix: "Text:")

    /// BrazeUI's words by language (its `.lproj` folder names as `Localisation.key` writes them).
    static let appleTable: [String: AppleWords] = {
        let rows: [(String, String, String, String)] = [
            ("en", "Close", "Image:", "Text:"), ("ar", "لإغلاق", "صورة:", "نص:"), ("az", "Bağla", "şəkil:", "mətn:"),
            ("cs", "zavřít", "obrázek:", "text:"), ("da", "at lukke", "billede:", "tekst:"), ("de", "schließen", "Bild:", "Text:"),
            ("es", "cerrar", "Imagen:", "Texto:"), ("es_419", "cerrar", "imagen:", "texto:"), ("es_mx", "cerrar", "imagen:", "texto:"),
            ("et", "sulgema", "pilt:", "tekst:"), ("fi", "sulkea", "kuva:", "teksti:"), ("fil", "Isara", "larawan:", "teksto:"),
            ("fr", "fermer", "Image :", "Texte :"), ("he", "לִסְגוֹר", "תמונה:", "טקסט:"), ("hi", "बंद करना", "छवि:", "पाठ:"),
            ("id", "untuk menutup", "gambar:", "teks:"), ("it", "chiudere", "immagine:", "testo:"), ("ja", "閉じる", "画像:", "テキスト:"),
            ("km", "បិទ", "រូបភាព:", "អត្ថបទ:"), ("ko", "닫다", "이미지:", "텍스트:"), ("lo", "ປິດ", "ຮູບພາບ:", "ຂໍ້ຄວາມ:"),
            ("ms", "untuk menutup", "imej:", "teks:"), ("my", "ပိတ်ရန်", "ပုံ:", "စာသား:"), ("nb", "å lukke", "bilde:", "tekst:"),
            ("nl", "sluiten", "afbeelding:", "tekst:"), ("pl", "zamknąć", "obraz:", "tekst:"), ("pt", "fechar", "imagem:", "texto:"),
            ("pt_pt", "fechar", "imagem:", "texto:"), ("ru", "закрывать", "изображение:", "текст:"), ("sv", "stänga", "bild:", "text:"),
            ("th", "ปิด", "รูปภาพ:", "ข้อความ:"), ("uk", "закрити", "зображення:", "текст:"), ("vi", "đóng", "hình ảnh:", "văn bản:"),
            ("zh", "关闭", "图片:", "文本:"), ("zh_hans", "关闭", "图片:", "文本:"), ("zh_hant", "關閉", "圖片:", "文字:"),
            ("zh_hk", "關閉", "圖片:", "文字:"), ("zh_tw", "關閉", "圖片:", "文字:"),
        ]
        return Dictionary(uniqueKeysWithValues: rows.map { ($0.0, AppleWords(close: $0.1, imagePrefix: $0.2, textPrefix: $0.3)) })
    }()

    /// The Android SDK's close-button descriptions by language (its `values-` qualifiers as
    /// language tags as `Localisation.key` writes them: `in` is `id`, `iw` is `he`, `tl` is `fil`,
    /// `zh-rCN` is `zh_cn`).
    static let androidCloseTable: [String: String] = [
        "ar": "لإغلاق", "az": "Bağlayın", "cs": "zavřít", "da": "at lukke", "de": "schließen", "es": "cerrar", "es_es": "cerrar",
        "et": "sulgema", "fi": "sulkea", "fr": "fermer", "hi": "बंद करना", "id": "untuk menutup", "it": "chiudere", "he": "לסגור",
        "ja": "閉じる", "km": "បិទ", "ko": "가까운", "lo": "ໃກ້", "ms": "untuk menutup", "my": "ပိတ်ရန်", "nb": "å lukke",
        "nl": "sluiten", "pl": "zamknąć", "pt": "fechar", "pt_pt": "fechar", "ru": "слишком близко", "sv": "för nära", "th": "ใกล้",
        "fil": "Isara", "uk": "закрити", "vi": "đóng", "zh_cn": "接近", "zh_hk": "接近", "zh_sg": "接近", "zh_tw": "接近",
    ]
}
