extension CaseIterable where Self: Equatable {
    /// The case after this one, the last followed by the first, as a key steps a setting's
    /// choices (snapping free → stick → paging, pictures fill → fit → original).
    var next: Self {
        let all = Array(Self.allCases)
        return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
    }
}
