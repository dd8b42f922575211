import Study

extension QuestionCard {
    /// The card as the progress store keeps it.
    public var studyCard: StudyCard {
        StudyCard(id: id, kind: kind, topic: topic, methodIDs: methods)
    }
}
