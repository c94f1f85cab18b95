"""Turn a rendered page PNG into a phone-photo-like JPEG (no text layer)."""
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(318)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
w, h = page.size
# put the page on a darker "table" background, slightly larger
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 78, 64))
bg.paste(page, (int(w * 0.06), int(h * 0.04)))
img = bg.rotate(2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# uneven lighting: vignette + a shading gradient from the left
W, H = img.size
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * (i / 60))
    d.ellipse([-W * 0.3 + i * W * 0.01, -H * 0.25 + i * H * 0.008, W * 1.3 - i * W * 0.01, H * 1.25 - i * H * 0.008], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", (W, H), (30, 26, 22))
img = Image.composite(img, dark, mask.point(lambda p: int(110 + p * 145 / 255)))
grad = Image.linear_gradient("L").rotate(90).resize((W, H))
shade = Image.new("RGB", (W, H), (200, 190, 170))
img = ImageChops.multiply(img, Image.merge("RGB", [grad.point(lambda p: 215 + p * 40 // 255)] * 3))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 14).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda p: 200 + p // 5)), 0.5)
img.save(dst, "JPEG", quality=82)
