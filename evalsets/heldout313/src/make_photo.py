"""Turn src/zaremba/page-1.png into a phone-photo-like JPEG (no text layer)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(313)
src = Image.open("zaremba/page-1.png").convert("RGB")
w, h = src.size
# paper on a darker desk background
bg = Image.new("RGB", (w + 160, h + 200), (88, 78, 66))
bg.paste(src, (80, 90))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(88, 78, 66))
# uneven lighting: vignette + diagonal shading
W, H = img.size
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    d.ellipse([-W * 0.25 + i * 8, -H * 0.2 + i * 8, W * 1.25 - i * 8, H * 1.2 - i * 8], fill=int(130 + i * 2))
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (30, 28, 24))
img = Image.composite(img, dark, mask)
grad = Image.linear_gradient("L").resize((W, H)).rotate(35, expand=False).point(lambda v: 200 + v // 5)
img = ImageChops.multiply(img, Image.merge("RGB", [grad, grad, grad.point(lambda v: max(0, v - 12))]))
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.35)
img.save("../cvs/IMG_20261018_0932.jpg", quality=82)
print(img.size)
