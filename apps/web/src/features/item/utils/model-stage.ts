import {
  AmbientLight,
  Box3,
  DirectionalLight,
  type Material,
  MathUtils,
  type Object3D,
  PerspectiveCamera,
  Scene,
  Sphere,
  Texture,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';

export type ModelStage = {
  renderer: WebGLRenderer;
  scene: Scene;
  camera: PerspectiveCamera;
  controls: OrbitControls;
};

/**
 * Renderer, camera, lights and orbit controls on the given canvas. Throws when the browser cannot
 * create a WebGL 2 context. The background stays transparent: the media frame's colour shows.
 */
export function createStage(canvas: HTMLCanvasElement, autoRotate: boolean): ModelStage {
  const renderer = new WebGLRenderer({ canvas, antialias: true, alpha: true, powerPreference: 'low-power' });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  renderer.setClearColor(0x000000, 0);

  const scene = new Scene();
  const camera = new PerspectiveCamera(35, 1, 0.01, 100);
  // The key light rides with the camera, so the side facing the viewer is always lit.
  const key = new DirectionalLight(0xffffff, 2.4);
  key.position.set(1, 1.5, 2);
  camera.add(key);
  scene.add(new AmbientLight(0xffffff, 1.1), camera);

  const controls = new OrbitControls(camera, canvas);
  controls.enableDamping = true;
  controls.dampingFactor = 0.08;
  controls.enablePan = false;
  controls.autoRotate = autoRotate;
  controls.autoRotateSpeed = 1.2; // one turn in about 50 s
  // The first touch, drag or wheel hands the model to the person for good.
  controls.addEventListener('start', () => {
    controls.autoRotate = false;
    canvas.style.cursor = 'grabbing';
  });
  controls.addEventListener('end', () => {
    canvas.style.cursor = 'grab';
  });
  // Set here rather than as classes: the site's one stylesheet loads on every page.
  canvas.style.cursor = 'grab';
  // Vertical swipes still scroll the page on a phone; horizontal ones turn the model.
  canvas.style.touchAction = 'pan-y';
  return { renderer, scene, camera, controls };
}

/** Centres the model and backs the camera off until its bounding sphere fits, whichever way it turns. */
export function frameModel({ scene, camera, controls }: ModelStage, model: Object3D): void {
  const sphere = new Box3().setFromObject(model).getBoundingSphere(new Sphere());
  const radius = sphere.radius > 0 && Number.isFinite(sphere.radius) ? sphere.radius : 1;
  model.position.sub(sphere.center);
  scene.add(model);

  const verticalFov = MathUtils.degToRad(camera.fov);
  const horizontalFov = 2 * Math.atan(Math.tan(verticalFov / 2) * camera.aspect);
  const distance = (radius / Math.sin(Math.min(verticalFov, horizontalFov) / 2)) * 1.02;
  camera.position.copy(new Vector3(0.45, 0.3, 1).normalize().multiplyScalar(distance));
  camera.near = distance / 100;
  camera.far = distance * 100;
  camera.updateProjectionMatrix();
  controls.target.set(0, 0, 0);
  controls.minDistance = radius * 1.2;
  controls.maxDistance = distance * 4;
  controls.update();
}

/** Keeps the drawing buffer at the canvas's CSS size times the (capped) pixel ratio. */
export function resizeStage({ renderer, camera }: ModelStage, width: number, height: number): void {
  if (width === 0 || height === 0) return;
  renderer.setSize(width, height, false);
  camera.aspect = width / height;
  camera.updateProjectionMatrix();
}

/** Frees GPU memory held by a model: geometries, materials and their textures. */
export function disposeObject(root: Object3D): void {
  root.traverse((object) => {
    const { geometry, material } = object as Partial<{ geometry: { dispose(): void }; material: unknown }>;
    geometry?.dispose();
    const materials = (Array.isArray(material) ? material : [material]) as (Material | undefined)[];
    for (const m of materials) {
      if (!m) continue;
      for (const value of Object.values(m)) if (value instanceof Texture) value.dispose();
      m.dispose();
    }
  });
}

/**
 * Frees the stage: controls' listeners, the model and the renderer's GPU resources. The context itself
 * goes with the canvas; forcing its loss would break React's development double mount on one canvas.
 */
export function disposeStage(stage: ModelStage): void {
  stage.controls.dispose();
  disposeObject(stage.scene);
  stage.renderer.dispose();
}
