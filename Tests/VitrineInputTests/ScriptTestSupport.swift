import VitrineInput

/// The name every test script is parsed under, so messages can be compared whole.
let scriptName = "script.txt"

/// Parses `text` as `script.txt`, returning the script or the error it threw.
func parseScript(_ text: String) -> Result<InputScript, InputScriptError> {
    Result { () throws(InputScriptError) -> InputScript in
        try InputScript(parsing: text, fileName: scriptName)
    }
}

/// The one-line description of the error parsing `text` throws, or `nil` if it parses.
func parseErrorDescription(_ text: String) -> String? {
    switch parseScript(text) {
    case .success: nil
    case .failure(let error): error.description
    }
}
