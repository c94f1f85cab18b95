"""Turns src/devarajan/page-1.png into a phone photo cvs/IMG_20260914_183205.jpg (no text layer)."""
import os, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(317)
here = os.path.dirname(os.path.abspath(__file__))
src = Image.open(os.path.join(here, "devarajan", "page-1.png")).convert("RGB")
w, h = src.size
src = src.crop((0, 0, w, int(h * 0.62)))          # the printed text ends ~60% down the page
# paper on a desk: pad with a darker background, rotate slightly
pad = 90
bg = Image.new("RGB", (src.width + 2 * pad, src.height + 2 * pad), (92, 78, 64))
bg.paste(src, (pad, pad))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# warm tint + uneven lighting (vignette and a diagonal shadow)
W, H = img.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, 60):
    d.ellipse((-W * 0.3 + i * 6, -H * 0.3 + i * 6, W * 1.3 - i * 6, H * 1.3 - i * 6), fill=int(120 + i * 2.2))
shade = shade.filter(ImageFilter.GaussianBlur(60))
grad = Image.linear_gradient("L").resize((W, H)).rotate(35, expand=False, fillcolor=255)
grad = grad.point(lambda v: 200 + v // 5)
light = ImageChops.multiply(shade, grad)
img = ImageChops.multiply(img, Image.merge("RGB", (light, light.point(lambda v: int(v * 0.97)), light.point(lambda v: int(v * 0.9)))))
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.35)
img.save(os.path.join(here, "..", "cvs", "IMG_20260914_183205.jpg"), quality=82)
print(img.size)
