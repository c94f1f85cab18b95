import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(252)
src, dst = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
w, h = im.size
im = im.rotate(-1.8, resample=Image.BICUBIC, expand=True, fillcolor=(92, 84, 70))
w, h = im.size
# warm tint + vignette shading
tint = Image.new("RGB", (w, h), (255, 244, 222))
im = ImageChops.multiply(im, tint)
mask = Image.new("L", (w, h), 0)
dr = ImageDraw.Draw(mask)
for i in range(40):
    v = int(255 * (1 - i / 40) * 0.55)
    dr.rectangle([i * w // 90, i * h // 90, w - i * w // 90, h - i * h // 90], outline=None, fill=None)
grad = Image.linear_gradient("L").resize((w, h)).rotate(25, expand=False)
shade = Image.merge("RGB", [grad.point(lambda p: 180 + p * 75 // 255)] * 3)
im = ImageChops.multiply(im, shade)
rad = Image.radial_gradient("L").resize((w, h)).point(lambda p: 255 - p * 110 // 255)
im = ImageChops.multiply(im, Image.merge("RGB", [rad] * 3))
im = im.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((w, h), 14).convert("RGB")
im = ImageChops.add(im, noise, scale=1.0, offset=-14)
im.save(dst, "JPEG", quality=82)
