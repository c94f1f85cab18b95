"""Turn the rendered VP page into a 'phone photo' (no text layer)."""
import numpy as np
from PIL import Image, ImageFilter
rng = np.random.default_rng(45)
page = Image.open("gideon_page.png").convert("RGB")
# paper on a darker desk background, then rotate ~2 degrees
bg = Image.new("RGB", (page.width + 160, page.height + 160), (92, 84, 74))
bg.paste(page, (80, 80))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
a = np.asarray(img).astype(np.float32)
h, w = a.shape[:2]
yy, xx = np.mgrid[0:h, 0:w]
# vignette + a diagonal shading gradient (light from top-left)
r = np.sqrt(((xx - w * 0.45) / w) ** 2 + ((yy - h * 0.4) / h) ** 2)
vign = 1.0 - 0.55 * r ** 2
grad = 0.88 + 0.14 * (1 - (xx / w + yy / h) / 2)
a *= (vign * grad)[..., None]
a[..., 2] *= 0.93  # warm indoor light
a += rng.normal(0, 7, a.shape)
img = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8)).filter(ImageFilter.GaussianBlur(0.9))
img.save("../cvs/IMG_20261103_184212.jpg", quality=82)
