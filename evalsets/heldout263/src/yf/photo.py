import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(7)
src, dst = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
w, h = im.size
# paper on a darker table
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 80, 66))
bg.paste(im, (int(w * 0.06), int(h * 0.04)))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
W, H = im.size
# warm tint + uneven lighting (vignette + gradient)
shade = Image.new("L", (W, H), 0)
dr = ImageDraw.Draw(shade)
for i in range(60):
    v = int(255 * (i / 60) ** 0.6)
    dr.ellipse([W * (-0.3 + i * 0.006), H * (-0.25 + i * 0.005), W * (1.2 - i * 0.006), H * (1.2 - i * 0.005)], fill=v)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (40, 35, 30))
im = Image.composite(im, dark, shade.point(lambda x: 110 + x * 145 // 255))
tint = Image.new("RGB", (W, H), (255, 240, 215))
im = ImageChops.multiply(im, tint)
im = im.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, noise.point(lambda x: 200 + x // 5)), 0.5)
im.save(dst, "JPEG", quality=82)
