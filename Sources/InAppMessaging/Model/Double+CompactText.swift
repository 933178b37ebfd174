extension Double {
    /// The number as options and labels write it: without a fraction when whole (`2`, `-200`),
    /// else as Swift prints it (`1.3`, `12.5`).
    public var compactText: String {
        self == rounded() && abs(self) < 1e9 ? String(Int(self)) : String(self)
    }
}
