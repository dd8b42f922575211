@testable import Study

extension StudyCard {
    static func fact(_ name: String, topic: String = "view-loading", methods: [String] = ["UIViewController.viewDidLoad()"]) -> StudyCard {
        StudyCard(id: "fact:\(topic).\(name)", kind: "fact", topic: topic, methodIDs: methods)
    }
}
