from PIL import Image, ImageFilter, ImageDraw
import random, os, sys
here = os.path.dirname(os.path.abspath(__file__))
src = os.path.join(here, 'tex', sys.argv[1])
out = os.path.join(here, '..', 'cvs', sys.argv[2])
random.seed(76)
im = Image.open(src).convert('RGB')
w, h = im.size
# paper on a desk: pad with dark background, rotate
bg = Image.new('RGB', (int(w*1.12), int(h*1.08)), (72, 60, 50))
bg.paste(im, ((bg.width-w)//2, (bg.height-h)//2))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(72, 60, 50))
# warm tint + vignette / uneven lighting
shade = Image.new('L', im.size, 0)
dr = ImageDraw.Draw(shade)
for i in range(60):
    v = int(255 * (i/60))
    dr.ellipse([-im.width*0.3 + i*im.width*0.01, -im.height*0.2 + i*im.height*0.01,
                im.width*1.2 - i*im.width*0.005, im.height*1.25 - i*im.height*0.006], fill=v)
shade = shade.filter(ImageFilter.GaussianBlur(80))
dark = Image.new('RGB', im.size, (40, 34, 28))
im = Image.composite(im, dark, shade.point(lambda x: 110 + x*145//255))
tint = Image.new('RGB', im.size, (255, 240, 215))
im = Image.blend(im, Image.eval(im, lambda x: x).convert('RGB'), 0.0)
im = Image.blend(im, tint, 0.08)
im = im.filter(ImageFilter.GaussianBlur(0.8))
px = im.load()
for _ in range(im.width*im.height//12):
    x = random.randrange(im.width); y = random.randrange(im.height)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r+n)), max(0, min(255, g+n)), max(0, min(255, b+n)))
im.save(out, 'JPEG', quality=82)
print(out, im.size)
