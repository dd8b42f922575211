// Placeholder until the Quiz target is written; owned by its author.
