/*
 * MediaPipe's selfie segmentation and face detection, from the files inside their npm packages. The
 * bundler copies each file into the build's assets under a hashed name (`?url&no-inline`: inlined
 * as data: addresses they would be fetched from outside the page's own origin), and `locateFile`
 * hands the solutions those addresses, so nothing is fetched from anywhere but our own server and no
 * frame leaves the device. Loaded only by the measure, in the measure's frame (decision 059), the one
 * document whose policy lets the solutions compile their WebAssembly and build functions from strings.
 *
 * The packages are closure scripts that put their class on the page's global object and declare
 * themselves free of side effects, so a bundler would drop a plain import of them: each is loaded
 * with a script element instead.
 */
import faceScript from '@mediapipe/face_detection/face_detection.js?url&no-inline';
import faceGraph from '@mediapipe/face_detection/face_detection_short.binarypb?url&no-inline';
import faceModel from '@mediapipe/face_detection/face_detection_short_range.tflite?url&no-inline';
import faceSimdLoader from '@mediapipe/face_detection/face_detection_solution_simd_wasm_bin.js?url&no-inline';
import faceSimdWasm from '@mediapipe/face_detection/face_detection_solution_simd_wasm_bin.wasm?url&no-inline';
import faceLoader from '@mediapipe/face_detection/face_detection_solution_wasm_bin.js?url&no-inline';
import faceWasm from '@mediapipe/face_detection/face_detection_solution_wasm_bin.wasm?url&no-inline';
import type { FaceDetection, Results as FaceResults } from '@mediapipe/face_detection';
import segmentationScript from '@mediapipe/selfie_segmentation/selfie_segmentation.js?url&no-inline';
import segmentationGraph from '@mediapipe/selfie_segmentation/selfie_segmentation.binarypb?url&no-inline';
import segmentationModel from '@mediapipe/selfie_segmentation/selfie_segmentation.tflite?url&no-inline';
import segmentationSimdLoader from '@mediapipe/selfie_segmentation/selfie_segmentation_solution_simd_wasm_bin.js?url&no-inline';
import segmentationSimdWasm from '@mediapipe/selfie_segmentation/selfie_segmentation_solution_simd_wasm_bin.wasm?url&no-inline';
import segmentationLoader from '@mediapipe/selfie_segmentation/selfie_segmentation_solution_wasm_bin.js?url&no-inline';
import segmentationWasm from '@mediapipe/selfie_segmentation/selfie_segmentation_solution_wasm_bin.wasm?url&no-inline';
import type { SelfieSegmentation, Results as SegmentationResults } from '@mediapipe/selfie_segmentation';

const SEGMENTATION_FILES: Readonly<Record<string, string>> = {
  'selfie_segmentation.binarypb': segmentationGraph,
  'selfie_segmentation.tflite': segmentationModel,
  'selfie_segmentation_solution_simd_wasm_bin.js': segmentationSimdLoader,
  'selfie_segmentation_solution_simd_wasm_bin.wasm': segmentationSimdWasm,
  'selfie_segmentation_solution_wasm_bin.js': segmentationLoader,
  'selfie_segmentation_solution_wasm_bin.wasm': segmentationWasm,
};

const FACE_FILES: Readonly<Record<string, string>> = {
  'face_detection_short.binarypb': faceGraph,
  'face_detection_short_range.tflite': faceModel,
  'face_detection_solution_simd_wasm_bin.js': faceSimdLoader,
  'face_detection_solution_simd_wasm_bin.wasm': faceSimdWasm,
  'face_detection_solution_wasm_bin.js': faceLoader,
  'face_detection_solution_wasm_bin.wasm': faceWasm,
};

function locateIn(files: Readonly<Record<string, string>>, packageName: string) {
  return (file: string): string => {
    const url = files[file];
    // A file the solution asks for that the build does not carry: fail here, never fetch it elsewhere.
    if (!url) throw new Error(`${packageName} asked for ${file}, which the build does not include.`);
    return url;
  };
}

interface MediaPipeGlobals {
  SelfieSegmentation?: typeof SelfieSegmentation;
  FaceDetection?: typeof FaceDetection;
}

function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    // Fetched through CORS: the measure's frame has an opaque origin, and the server's resource policy
    // refuses our files to any other origin's plain (no-cors) requests.
    script.crossOrigin = 'anonymous';
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load ${url}.`));
    document.head.append(script);
  });
}

export interface Models {
  /** The person's mask drawn into `target` (red channel: 255 is the person), at the canvas's size. */
  segment(image: HTMLCanvasElement, target: CanvasRenderingContext2D): Promise<void>;
  /** The faces found, largest first. */
  detectFaces(image: HTMLCanvasElement): Promise<FaceResults['detections']>;
}

let models: Promise<Models> | null = null;

async function createModels(): Promise<Models> {
  await Promise.all([loadScript(segmentationScript), loadScript(faceScript)]);
  const globals = globalThis as MediaPipeGlobals;
  const Segmentation = globals.SelfieSegmentation;
  const Faces = globals.FaceDetection;
  if (!Segmentation || !Faces) throw new Error('MediaPipe did not load.');

  const segmentation = new Segmentation({
    locateFile: locateIn(SEGMENTATION_FILES, '@mediapipe/selfie_segmentation'),
  });
  // The general model (256x256): the landscape one is for video calls.
  segmentation.setOptions({ modelSelection: 0, selfieMode: false });
  const faces = new Faces({ locateFile: locateIn(FACE_FILES, '@mediapipe/face_detection') });
  // The short-range model, for a face within two metres. minDetectionConfidence is left alone: setting
  // it replaces the detector's options and its graph fails to start ("has_num_classes").
  faces.setOptions({ model: 'short', selfieMode: false });

  // One frame at a time: each send resolves once its results have been handed over.
  let onSegmentation: (results: SegmentationResults) => void = () => undefined;
  segmentation.onResults((results) => onSegmentation(results));
  let onFaces: (results: FaceResults) => void = () => undefined;
  faces.onResults((results) => onFaces(results));

  // One after the other: each solution's Emscripten loader is a script that sets the same globals,
  // and two starting at once abort ("Module.arguments has been replaced").
  await segmentation.initialize();
  await faces.initialize();

  return {
    async segment(image, target) {
      // The mask is the solution's own GPU buffer, valid only inside the callback: drawn there.
      onSegmentation = (results) => {
        target.clearRect(0, 0, target.canvas.width, target.canvas.height);
        target.drawImage(results.segmentationMask, 0, 0, target.canvas.width, target.canvas.height);
      };
      await segmentation.send({ image });
    },
    async detectFaces(image) {
      let found: FaceResults['detections'] = [];
      onFaces = (results) => {
        found = results.detections;
      };
      await faces.send({ image });
      return [...found].sort(
        (first, second) =>
          second.boundingBox.width * second.boundingBox.height - first.boundingBox.width * first.boundingBox.height,
      );
    },
  };
}

/** Loads both solutions once a page, on first use. */
export function loadModels(): Promise<Models> {
  models ??= createModels().catch((error: unknown) => {
    models = null;
    throw error;
  });
  return models;
}
