"""Turns src/liang/page-1.png into a phone-photo-like JPEG (no text layer)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(151)
src = Image.open("liang/page-1.png").convert("RGB")
w, h = src.size
# paper on a darker table background
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 80, 68))
paper = src.point(lambda v: int(v * 0.93 + 8))
bg.paste(paper, (int(w * 0.06), int(h * 0.04)))
img = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 68))
W, H = img.size
# uneven lighting: vignette + a shadow band from the phone
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * (i / 60) ** 0.7)
    d.ellipse([W * (-0.25 + i * 0.004), H * (-0.2 + i * 0.004), W * (1.25 - i * 0.004), H * (1.2 - i * 0.004)], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = img.point(lambda v: int(v * 0.62))
img = Image.composite(img, dark, mask)
shade = Image.new("L", (W, H), 255)
ds = ImageDraw.Draw(shade)
ds.polygon([(0, H * 0.72), (W * 0.45, H), (0, H)], fill=170)
shade = shade.filter(ImageFilter.GaussianBlur(60))
img = ImageChops.multiply(img, Image.merge("RGB", [shade] * 3))
# warm tint, blur, noise
r, g, b = img.split()
img = Image.merge("RGB", (r.point(lambda v: min(255, v + 6)), g, b.point(lambda v: int(v * 0.92))))
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 14).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.35)
img.save("../cvs/IMG_20260914_183207.jpg", quality=82)
