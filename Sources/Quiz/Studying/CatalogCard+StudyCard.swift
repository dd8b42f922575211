import Study

extension CatalogCard {
    /// The card as the progress store keeps it.
    public var studyCard: StudyCard {
        StudyCard(id: id, kind: kind.rawValue, topic: topic, methodIDs: methods)
    }
}
