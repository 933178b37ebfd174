extension CampaignForm {
    /// Applies an editing operation posted by a form button (`op`), without saving.
    ///
    /// Returns false when `operation` is not a row operation (for example `save`), or names a row
    /// that does not exist. These buttons make the form work without JavaScript: each one
    /// re-renders the form with the change. Row numbers are checked against the rows before any
    /// arithmetic, so no posted number can trap.
    mutating func applyRowOperation(_ operation: String) -> Bool {
        let parts = operation.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= 4 else { return false }
        let numbers = parts.dropFirst().compactMap { Int($0) }.filter { (0..<Self.extrasLimit).contains($0) }
        guard numbers.count == parts.count - 1 else { return false }
        switch (parts.first ?? "", numbers.count) {
        case ("add-extra", 0) where extras.count < Self.extrasLimit:
            extras.append(ExtraRow())
        case ("remove-extra", 1) where extras.indices.contains(numbers[0]):
            extras.remove(at: numbers[0])
        case ("up-extra", 1) where numbers[0] > 0 && extras.indices.contains(numbers[0]):
            extras.swapAt(numbers[0], numbers[0] - 1)
        case ("down-extra", 1) where extras.indices.contains(numbers[0] + 1):
            extras.swapAt(numbers[0], numbers[0] + 1)
        case ("add-trigger", 0) where triggers.count < Self.rowLimit:
            triggers.append(TriggerFields())
        case ("remove-trigger", 1) where triggers.indices.contains(numbers[0]):
            triggers.remove(at: numbers[0])
        case ("add-group", 1) where triggers.indices.contains(numbers[0]) && triggers[numbers[0]].groups.count < Self.rowLimit:
            triggers[numbers[0]].groups.append([FilterFields()])
        case ("add-filter", 2)
        where triggers.indices.contains(numbers[0]) && triggers[numbers[0]].groups.indices.contains(numbers[1])
            && triggers[numbers[0]].groups[numbers[1]].count < Self.rowLimit:
            triggers[numbers[0]].groups[numbers[1]].append(FilterFields())
        case ("remove-filter", 3)
        where triggers.indices.contains(numbers[0])
            && triggers[numbers[0]].groups.indices.contains(numbers[1])
            && triggers[numbers[0]].groups[numbers[1]].indices.contains(numbers[2]):
            triggers[numbers[0]].groups[numbers[1]].remove(at: numbers[2])
            if triggers[numbers[0]].groups[numbers[1]].isEmpty { triggers[numbers[0]].groups.remove(at: numbers[1]) }
        case ("add-locale", 0):
            addLocale()
        case ("remove-locale", 1):
            return removeLocale(at: numbers[0])
        default:
            return applyStepOperation(parts.first ?? "", numbers)
        }
        return true
    }
}
