import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(253)
src, dst = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
w, h = im.size
# crop bottom whitespace a bit (page top part has the content)
im = im.crop((0, 0, w, int(h*0.62)))
w, h = im.size
canvas = Image.new("RGB", (int(w*1.08), int(h*1.08)), (92, 84, 74))
canvas.paste(im, (int(w*0.04), int(h*0.04)))
canvas = canvas.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
W, H = canvas.size
# warm tint + vignette
tint = Image.new("RGB", (W, H), (255, 244, 222))
canvas = ImageChops.multiply(canvas, tint)
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(40):
    v = int(255 * (i / 40))
    d.ellipse((-W*0.3 + i*W*0.012, -H*0.3 + i*H*0.012, W*1.3 - i*W*0.012, H*1.3 - i*H*0.012), fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.eval(canvas, lambda p: int(p*0.62))
canvas = Image.composite(canvas, dark, mask)
# shading gradient from left
grad = Image.linear_gradient("L").rotate(90).resize((W, H))
shade = Image.eval(canvas, lambda p: int(p*0.85))
canvas = Image.composite(canvas, shade, grad)
canvas = canvas.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
canvas = Image.blend(canvas, ImageChops.multiply(canvas, Image.eval(noise, lambda p: min(255, p+110))), 0.35)
canvas.save(dst, "JPEG", quality=82)
