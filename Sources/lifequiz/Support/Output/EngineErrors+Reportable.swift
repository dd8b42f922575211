import LifecycleEngine

extension ScenarioError: ReportableError {
    var code: String { "invalid-scenario" }
    var exitCode: Int32 { ExitStatus.notFound }
}

extension SimulationError: ReportableError {
    var code: String { "refused-by-uikit" }
    var exitCode: Int32 { ExitStatus.notFound }
}
