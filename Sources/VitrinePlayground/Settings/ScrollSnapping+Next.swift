import VitrineMotion

extension ScrollSnapping {
    /// The mode after this one, as a key steps them: free, stick, paging, free.
    var next: ScrollSnapping {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
