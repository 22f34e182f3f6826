console.log("contracts build: not yet");
