/// The learner's side of a session: shows what the session shows and reads what the learner
/// does. The terminal implements it in the CLI; tests implement it with a script of inputs.
public protocol SessionInteraction: AnyObject {
    func show(_ event: SessionEvent)
    func read(_ request: InputRequest) -> LearnerInput
}
